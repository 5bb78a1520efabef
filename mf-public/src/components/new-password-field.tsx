import { ControlledField, type ControlledFieldProps } from '@portal/shared/forms';
import { Input } from 'antd';
import type { FieldPath, FieldValues } from 'react-hook-form';

const PASSWORD_RULE =
  'At least 8 characters with an uppercase letter, a lowercase letter and a number.';

export interface NewPasswordFieldProps<
  T extends FieldValues,
  N extends FieldPath<T>,
  V,
> extends Omit<ControlledFieldProps<T, N, V>, 'children' | 'extra'> {
  disabled?: boolean;
  /** Shows the password rule under the field; the confirmation field goes without. */
  showRule?: boolean;
}

/** A password the visitor chooses (sign-up, reset, invitation), which the browser may offer to generate. */
export function NewPasswordField<T extends FieldValues, N extends FieldPath<T>, V>({
  disabled,
  showRule = true,
  ...props
}: NewPasswordFieldProps<T, N, V>) {
  return (
    <ControlledField {...props} extra={showRule ? PASSWORD_RULE : undefined}>
      {(field, { invalid }) => (
        <Input.Password
          {...field}
          id={props.id}
          autoComplete="new-password"
          disabled={disabled}
          aria-invalid={invalid}
        />
      )}
    </ControlledField>
  );
}
