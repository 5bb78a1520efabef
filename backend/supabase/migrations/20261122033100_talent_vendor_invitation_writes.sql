-- Talent-vendor invitations are issued only by the send-talent-vendor-invitation function, which
-- creates the single-use link and sends the e-mail; the browser no longer inserts them itself.
drop policy talent_vendors_insert on public.talent_vendors;

-- Company staff may still correct an invitee's name or note, but never the link token, its
-- expiry, the status or the vendor an invitation was accepted for.
revoke update on public.talent_vendors from authenticated;
grant update (first_name, last_name, message) on public.talent_vendors to authenticated;
