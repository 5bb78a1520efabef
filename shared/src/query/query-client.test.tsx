import { fakeApi, renderInPortal } from '@portal/shared/testing';
import { invokeFunction } from '@portal/shared/supabase';
import { useMutation } from '@tanstack/react-query';
import { fireEvent, screen } from '@testing-library/react';
import { isRefusal, shouldRetry } from './query-client';

describe('retry rules', () => {
  it('never retries a refusal: HTTP 4xx, row-level security, constraints, bad input', () => {
    expect(isRefusal({ status: 403 })).toBe(true);
    expect(
      isRefusal({ code: '42501', message: 'new row violates row-level security policy' }),
    ).toBe(true);
    expect(isRefusal({ code: '23505' })).toBe(true);
    expect(isRefusal({ code: 'PGRST116' })).toBe(true);
    expect(isRefusal({ name: 'ZodError' })).toBe(true);
    expect(shouldRetry(0, { status: 404 })).toBe(false);
  });

  it('retries network failures and server errors twice', () => {
    expect(shouldRetry(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetry(1, { status: 503 })).toBe(true);
    expect(shouldRetry(2, { status: 503 })).toBe(false);
  });
});

function SaveButton({ errorToast }: { errorToast?: string | false }) {
  const save = useMutation({
    mutationFn: () => invokeFunction('save-thing', { id: 1 }),
    meta: { errorToast },
  });
  return <button onClick={() => save.mutate()}>Save</button>;
}

describe('mutation errors', () => {
  beforeEach(() => {
    fakeApi(() => ({ status: 403, body: { error: 'Only administrators can do this' } }));
  });

  it('show the server’s message in a toast under the mutation’s title', async () => {
    renderInPortal(<SaveButton errorToast="Could not save" />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Could not save')).toBeInTheDocument();
    expect(screen.getByText('Only administrators can do this')).toBeInTheDocument();
  });

  it('stay silent when the screen shows the error itself', async () => {
    renderInPortal(<SaveButton errorToast={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByText('Only administrators can do this')).not.toBeInTheDocument();
  });
});
