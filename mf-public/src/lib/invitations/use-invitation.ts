import { useEffect, useState } from 'react';
import { getInvitation, type InvitationCheck, type InvitationKind } from './get-invitation';

/** The judged invitation for a token, or null while it loads. */
export function useInvitation(
  kind: InvitationKind | null,
  token: string | null,
): InvitationCheck | null {
  const [result, setResult] = useState<{ key: string; check: InvitationCheck } | null>(null);
  const key = `${kind}:${token}`;

  useEffect(() => {
    if (!kind || !token) return;
    let active = true;
    void getInvitation(kind, token).then((check) => {
      if (active) setResult({ key, check });
    });
    return () => {
      active = false;
    };
  }, [kind, token, key]);

  return result?.key === key ? result.check : null;
}
