import { Col, Row } from 'antd';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { TextField } from './controlled-fields';

const ADDRESS_INPUTS = [
  { name: 'street', label: 'Street', md: 16 },
  { name: 'unit', label: 'Unit', md: 8 },
  { name: 'city', label: 'City', md: 8 },
  { name: 'state', label: 'State', md: 8 },
  { name: 'zipCode', label: 'ZIP Code', md: 8 },
  { name: 'country', label: 'Country', md: 8 },
] as const;

type AddressValues = Partial<Record<(typeof ADDRESS_INPUTS)[number]['name'], string>>;

/** A postal address's inputs (the fields `addressFields` validates), two rows on a wide screen. */
export function AddressFields<T extends FieldValues & AddressValues>({
  control,
  idPrefix,
}: {
  control: Control<T>;
  idPrefix: string;
}) {
  return (
    <Row gutter={16}>
      {ADDRESS_INPUTS.map((input) => (
        <Col key={input.name} xs={24} md={input.md}>
          <TextField
            control={control}
            idPrefix={idPrefix}
            name={input.name as FieldPath<T>}
            label={input.label}
          />
        </Col>
      ))}
    </Row>
  );
}
