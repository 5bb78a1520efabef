import { fakeApi, type ApiAnswer, type ApiRequest } from '@portal/shared/testing';
import { getVendorInvitation } from './get-vendor-invitation';

const FUNCTION_PATH = '/functions/v1/accept-talent-vendor-invitation';
let requests: ApiRequest[];

function answer(reply: ApiAnswer) {
  requests = fakeApi(({ path }) => (path === FUNCTION_PATH ? reply : undefined));
}

describe('getVendorInvitation', () => {
  it('looks the token up and returns the invitation with it', async () => {
    answer({
      body: {
        invitation: {
          companyName: 'Acme Corp',
          firstName: 'Nina',
          lastName: 'Novak',
          email: 'nina@novak.example.com',
          expiresAt: '2099-01-01T00:00:00Z',
        },
      },
    });
    const result = await getVendorInvitation(' tok-1 ');
    expect(requests[0].body).toEqual({ action: 'lookup', token: 'tok-1' });
    expect(result).toEqual({
      ok: true,
      invitation: expect.objectContaining({ token: 'tok-1', companyName: 'Acme Corp' }),
    });
  });

  it("passes on the server's reason for unknown, used and expired links", async () => {
    answer({ status: 410, body: { error: 'This invitation has expired' } });
    expect(await getVendorInvitation('tok-1')).toEqual({
      ok: false,
      message: 'This invitation has expired',
    });
  });

  it('says the invitation could not be loaded when the server fails', async () => {
    answer({ status: 500, body: { error: 'Internal server error' } });
    expect(await getVendorInvitation('tok-1')).toEqual({
      ok: false,
      message: 'Failed to load invitation',
    });
    globalThis.fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await getVendorInvitation('tok-1')).toEqual({
      ok: false,
      message: 'Failed to load invitation',
    });
  });
});
