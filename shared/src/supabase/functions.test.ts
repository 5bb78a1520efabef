import { fakeApi } from '@portal/shared/testing';
import { FunctionCallError, invokeFunction, isNotFound } from './functions';

describe('invokeFunction', () => {
  it('posts the body to the named function and returns its answer', async () => {
    const requests = fakeApi(() => ({ body: { ok: true } }));
    await expect(invokeFunction('send-invitation', { email: 'a@example.com' })).resolves.toEqual({
      ok: true,
    });
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: '/functions/v1/send-invitation',
      body: { email: 'a@example.com' },
    });
  });

  it('turns a refusal into an error with the function’s own words, status and body', async () => {
    fakeApi(() => ({ status: 409, body: { error: 'Already invited', invitationId: 'i1' } }));
    const failure = await invokeFunction('send-invitation', {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(FunctionCallError);
    expect(failure).toMatchObject({
      message: 'Already invited',
      status: 409,
      body: { error: 'Already invited', invitationId: 'i1' },
    });
  });

  it('reads a `message` when the function answers without `error`', async () => {
    fakeApi(() => ({ status: 404, body: { message: 'Invitation not found' } }));
    const failure = await invokeFunction('get-invitation', {}).catch((error: unknown) => error);
    expect(failure).toMatchObject({ message: 'Invitation not found', status: 404 });
    expect(isNotFound(failure)).toBe(true);
  });
});
