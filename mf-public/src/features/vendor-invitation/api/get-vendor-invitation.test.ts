import {
  callVendorInvitationFunction,
  VendorInvitationError,
} from './call-vendor-invitation-function';
import { getVendorInvitation } from './get-vendor-invitation';

jest.mock('./call-vendor-invitation-function', () => ({
  ...jest.requireActual('./call-vendor-invitation-function'),
  callVendorInvitationFunction: jest.fn(),
}));

const call = jest.mocked(callVendorInvitationFunction);

describe('getVendorInvitation', () => {
  beforeEach(() => call.mockReset());

  it('looks the token up and returns the invitation with it', async () => {
    call.mockResolvedValue({
      invitation: {
        companyName: 'Acme Corp',
        firstName: 'Nina',
        lastName: 'Novak',
        email: 'nina@novak.example.com',
        expiresAt: '2099-01-01T00:00:00Z',
      },
    });
    const result = await getVendorInvitation(' tok-1 ');
    expect(call).toHaveBeenCalledWith({ action: 'lookup', token: 'tok-1' });
    expect(result).toEqual({
      ok: true,
      invitation: expect.objectContaining({ token: 'tok-1', companyName: 'Acme Corp' }),
    });
  });

  it("passes on the server's reason for unknown, used and expired links", async () => {
    call.mockRejectedValue(new VendorInvitationError('This invitation has expired', 410));
    expect(await getVendorInvitation('tok-1')).toEqual({
      ok: false,
      message: 'This invitation has expired',
    });
  });

  it('says the invitation could not be loaded when the server fails', async () => {
    call.mockRejectedValue(new VendorInvitationError('Internal server error', 500));
    expect(await getVendorInvitation('tok-1')).toEqual({
      ok: false,
      message: 'Failed to load invitation',
    });
    call.mockRejectedValue(new VendorInvitationError('Failed to fetch', null));
    expect(await getVendorInvitation('tok-1')).toEqual({
      ok: false,
      message: 'Failed to load invitation',
    });
  });
});
