-- Links people enter are shown to others as clickable links, so only http(s) is stored; a
-- javascript: or data: URL must never reach another user's browser, whichever client wrote it.
create or replace function private.is_http_link(value text)
returns boolean
language sql immutable
set search_path = ''
as $$
  select value is null or value = '' or value ~* '^https?://[^[:space:]]+$';
$$;

-- Document columns hold a storage path or an http(s) URL, never another scheme.
create or replace function private.is_document_location(value text)
returns boolean
language sql immutable
set search_path = ''
as $$
  select value is null or value = '' or value ~* '^https?://' or value !~* '^[a-z][a-z0-9+.-]*:';
$$;

create or replace function private.are_document_locations(value text[])
returns boolean
language sql immutable
set search_path = ''
as $$
  select coalesce(bool_and(private.is_document_location(item)), true) from unnest(value) as item;
$$;

revoke execute on function private.is_http_link(text), private.is_document_location(text),
  private.are_document_locations(text[]) from public, anon;
grant execute on function private.is_http_link(text), private.is_document_location(text),
  private.are_document_locations(text[]) to authenticated, service_role;

alter table public.companies
  add constraint companies_website_http check (private.is_http_link(website)),
  add constraint companies_linkedin_url_http check (private.is_http_link(linkedin_url)),
  add constraint companies_twitter_url_http check (private.is_http_link(twitter_url)),
  add constraint companies_facebook_url_http check (private.is_http_link(facebook_url)),
  add constraint companies_instagram_url_http check (private.is_http_link(instagram_url)),
  add constraint companies_logo_url_location check (private.is_document_location(logo_url)),
  add constraint companies_ein_document_url_location check (private.is_document_location(ein_document_url)),
  add constraint companies_tax_document_url_location check (private.is_document_location(tax_document_url));

alter table public.candidates
  add constraint candidates_portfolio_url_http check (private.is_http_link(portfolio_url)),
  add constraint candidates_github_url_http check (private.is_http_link(github_url)),
  add constraint candidates_linkedin_url_http check (private.is_http_link(linkedin_url)),
  add constraint candidates_resume_url_location check (private.is_document_location(resume_url)),
  add constraint candidates_cover_letter_url_location check (private.is_document_location(cover_letter_url)),
  add constraint candidates_certificates_location check (private.are_document_locations(certificates));
