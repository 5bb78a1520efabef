import { Col, Row } from 'antd';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { WORK_AUTHORIZATION_OPTIONS } from '../format/choices';
import { CANDIDATE_GENDER_OPTIONS } from '../validation/candidate-schemas';
import { SelectField, TextField } from './controlled-fields';

type PersonalValues = Partial<
  Record<
    | 'firstName'
    | 'lastName'
    | 'email'
    | 'phone'
    | 'alternatePhone'
    | 'title'
    | 'gender'
    | 'workAuthorization'
    | 'bio',
    string
  >
>;

/**
 * A candidate's personal details, the same whether the candidate edits their profile or a company
 * adds them: name, contact, title, gender, work authorization and bio.
 */
export function CandidatePersonalFields<T extends FieldValues & PersonalValues>({
  control,
  idPrefix,
}: {
  control: Control<T>;
  idPrefix: string;
}) {
  const p = { control, idPrefix };
  const name = (field: keyof PersonalValues) => field as FieldPath<T>;
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <TextField {...p} name={name('firstName')} label="First Name" required />
      </Col>
      <Col xs={24} md={12}>
        <TextField {...p} name={name('lastName')} label="Last Name" required />
      </Col>
      <Col xs={24} md={12}>
        <TextField {...p} name={name('email')} label="Email" required type="email" />
      </Col>
      <Col xs={24} md={12}>
        <TextField {...p} name={name('phone')} label="Phone" type="tel" />
      </Col>
      <Col xs={24} md={12}>
        <TextField {...p} name={name('alternatePhone')} label="Alternate Phone" type="tel" />
      </Col>
      <Col xs={24} md={12}>
        <TextField {...p} name={name('title')} label="Professional Title" />
      </Col>
      <Col xs={24} md={12}>
        <SelectField
          {...p}
          name={name('gender')}
          label="Gender"
          allowClear
          options={[...CANDIDATE_GENDER_OPTIONS]}
        />
      </Col>
      <Col xs={24} md={12}>
        <SelectField
          {...p}
          name={name('workAuthorization')}
          label="Work Authorization"
          allowClear
          options={[...WORK_AUTHORIZATION_OPTIONS]}
        />
      </Col>
      <Col span={24}>
        <TextField {...p} name={name('bio')} label="Bio" multiline />
      </Col>
    </Row>
  );
}
