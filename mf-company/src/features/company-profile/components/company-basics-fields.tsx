import { INDUSTRY_OPTIONS } from '@portal/shared';
import { SelectField, TextField } from '@portal/shared/forms';
import { COMPANY_SIZES } from '@portal/shared/validation';
import { Col } from 'antd';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';

interface CompanyBasics {
  industry: string;
  location: string;
  company_size?: string;
  website?: string;
  description?: string;
}

const SIZE_OPTIONS = COMPANY_SIZES.map((s) => ({ value: s, label: `${s} employees` }));

/**
 * What every company form asks after the name: industry, size, location, website and
 * description, laid out in the form's two-column row.
 */
export function CompanyBasicsFields<T extends FieldValues & CompanyBasics>({
  control,
  idPrefix,
}: {
  control: Control<T>;
  idPrefix: string;
}) {
  // T has these fields (it extends CompanyBasics), which a generic FieldPath cannot see.
  const name = (field: keyof CompanyBasics) => field as FieldPath<T>;
  const p = { control, idPrefix };
  return (
    <>
      <Col xs={24} md={12}>
        <SelectField
          {...p}
          name={name('industry')}
          label="Industry"
          required
          options={INDUSTRY_OPTIONS}
        />
      </Col>
      <Col xs={24} md={12}>
        <SelectField
          {...p}
          name={name('company_size')}
          label="Company Size"
          allowClear
          options={SIZE_OPTIONS}
        />
      </Col>
      <Col xs={24} md={12}>
        <TextField {...p} name={name('location')} label="Location" required />
      </Col>
      <Col xs={24} md={12}>
        <TextField
          {...p}
          name={name('website')}
          label="Website"
          type="url"
          placeholder="https://example.com"
        />
      </Col>
      <Col xs={24}>
        <TextField {...p} name={name('description')} label="Description" multiline />
      </Col>
    </>
  );
}
