import { useEffect, useState } from 'react';
import { getVendorInvitation, type VendorInvitationCheck } from '../api/get-vendor-invitation';

/** The checked invitation for a token, or null while it loads. */
export function useVendorInvitation(token: string): VendorInvitationCheck | null {
  const [result, setResult] = useState<{ token: string; check: VendorInvitationCheck } | null>(
    null,
  );

  useEffect(() => {
    let active = true;
    void getVendorInvitation(token).then((check) => {
      if (active) setResult({ token, check });
    });
    return () => {
      active = false;
    };
  }, [token]);

  return result?.token === token ? result.check : null;
}
