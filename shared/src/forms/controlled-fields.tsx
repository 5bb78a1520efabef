import { FormField } from './form-field';
import { Checkbox, Form, Input, Select } from 'antd';
import type { ReactNode } from 'react';
import {
  Controller,
  type Control,
  type ControllerFieldState,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';

interface BaseProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  required?: boolean;
  /** Prefix that keeps element ids unique on the page. */
  idPrefix?: string;
}

function fieldId(idPrefix: string | undefined, name: string): string {
  return `${idPrefix ?? 'field'}-${name.replace(/[^a-zA-Z0-9]/g, '-')}`;
}

export interface TextFieldProps<T extends FieldValues> extends BaseProps<T> {
  type?: 'text' | 'email' | 'url' | 'tel' | 'number' | 'date';
  multiline?: boolean;
  placeholder?: string;
  disabled?: boolean;
  autoComplete?: string;
}

/** A labelled input wired to react-hook-form, showing the zod message under it. */
export function TextField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  idPrefix,
  type = 'text',
  multiline,
  placeholder,
  disabled,
  autoComplete,
}: TextFieldProps<T>) {
  const id = fieldId(idPrefix, name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const invalid = !!fieldState.error;
        const input = {
          id,
          placeholder,
          disabled,
          autoComplete,
          'aria-invalid': invalid,
          // FormField renders the message under this id.
          'aria-describedby': invalid ? `${id}-error` : undefined,
          value: field.value ?? '',
          onChange: field.onChange,
          onBlur: field.onBlur,
          name: field.name,
          ref: field.ref,
        };
        return (
          <FormField id={id} label={label} required={required} error={fieldState.error?.message}>
            {multiline ? <Input.TextArea rows={4} {...input} /> : <Input type={type} {...input} />}
          </FormField>
        );
      }}
    />
  );
}

export interface SelectFieldProps<T extends FieldValues> extends BaseProps<T> {
  options: { value: string; label: string }[];
  placeholder?: string;
  allowClear?: boolean;
}

export function SelectField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  idPrefix,
  options,
  placeholder,
  allowClear,
}: SelectFieldProps<T>) {
  const id = fieldId(idPrefix, name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField id={id} label={label} required={required} error={fieldState.error?.message}>
          <Select
            id={id}
            aria-label={label}
            placeholder={placeholder ?? `Select ${label.toLowerCase()}`}
            allowClear={allowClear}
            value={field.value || undefined}
            onChange={(value) => field.onChange(value ?? '')}
            onBlur={field.onBlur}
            options={options}
          />
        </FormField>
      )}
    />
  );
}

export function CheckboxField<T extends FieldValues>({
  control,
  name,
  label,
  idPrefix,
}: BaseProps<T>) {
  const id = fieldId(idPrefix, name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Form.Item>
          <Checkbox
            id={id}
            checked={!!field.value}
            onChange={(event) => field.onChange(event.target.checked)}
          >
            {label}
          </Checkbox>
        </Form.Item>
      )}
    />
  );
}

export interface ControlledFieldProps<T extends FieldValues, N extends FieldPath<T>, V> {
  control: Control<T, unknown, V>;
  name: N;
  /** The input's id: the label points at it. */
  id: string;
  label: string;
  required?: boolean;
  extra?: ReactNode;
  /** Draws the input from react-hook-form's field (value, onChange, onBlur) and its state. */
  children(field: ControllerRenderProps<T, N>, state: ControllerFieldState): ReactNode;
}

/** A labelled row for any input wired to react-hook-form, showing the zod message under it. */
export function ControlledField<T extends FieldValues, N extends FieldPath<T>, V>({
  control,
  name,
  id,
  label,
  required,
  extra,
  children,
}: ControlledFieldProps<T, N, V>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField
          id={id}
          label={label}
          required={required}
          extra={extra}
          error={fieldState.error?.message}
        >
          {children(field, fieldState)}
        </FormField>
      )}
    />
  );
}

export interface TagsFieldProps<T extends FieldValues, N extends FieldPath<T>, V> extends Omit<
  ControlledFieldProps<T, N, V>,
  'children'
> {
  /** Characters that end a tag besides Enter. */
  tokenSeparators?: string[];
}

/** A free list of words typed one by one (titles, places, aliases), kept as a string array. */
export function TagsField<T extends FieldValues, N extends FieldPath<T>, V>({
  tokenSeparators,
  ...props
}: TagsFieldProps<T, N, V>) {
  return (
    <ControlledField {...props}>
      {(field) => (
        <Select
          id={props.id}
          mode="tags"
          open={false}
          suffixIcon={null}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          tokenSeparators={tokenSeparators}
        />
      )}
    </ControlledField>
  );
}
