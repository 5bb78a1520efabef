-- The candidates' normalized e-mail, phone and LinkedIn columns are computed as whoever writes the
-- row; the server's own writes (edge functions and scheduled jobs with the service role) need the
-- normalizers too.
grant execute on function private.normalize_email(text), private.normalize_phone(text),
  private.normalize_linkedin(text) to service_role;
