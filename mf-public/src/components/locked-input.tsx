import { LockOutlined } from '@ant-design/icons';
import { Input, type InputProps, type InputRef } from 'antd';
import { forwardRef } from 'react';
import { LOCKED_HINT } from './light-form';

/**
 * A value taken from the visitor's link that they cannot change: drawn filled with a lock, so it
 * does not look like a field waiting for input, and described as such to screen readers.
 */
export const LockedInput = forwardRef<
  InputRef,
  Omit<InputProps, 'readOnly' | 'variant' | 'suffix'>
>(function LockedInput({ id, ...rest }, ref) {
  return (
    <>
      <Input
        ref={ref}
        id={id}
        {...rest}
        readOnly
        variant="filled"
        suffix={<LockOutlined aria-hidden />}
        aria-describedby={`${id}-locked`}
      />
      <span id={`${id}-locked`} hidden>
        {LOCKED_HINT}
      </span>
    </>
  );
});
