begin;
select plan(9);

select throws_ok($$update companies set website = 'javascript:alert(1)' where id = 'c0000000-0000-4000-8000-000000000001'$$,
  '23514', null, 'a company website must be http(s)');
select throws_ok($$update companies set linkedin_url = 'data:text/html,<script>alert(1)</script>' where id = 'c0000000-0000-4000-8000-000000000001'$$,
  '23514', null, 'a company social link must be http(s)');
select lives_ok($$update companies set website = 'https://acme.example.com/careers', twitter_url = '' where id = 'c0000000-0000-4000-8000-000000000001'$$,
  'http(s) links and empty values are kept');
select throws_ok($$update companies set logo_url = 'javascript:alert(1)' where id = 'c0000000-0000-4000-8000-000000000001'$$,
  '23514', null, 'a company logo is a storage path or an http(s) URL');
select throws_ok($$update candidates set portfolio_url = ' JavaScript:alert(1)' where id = 'd0000000-0000-4000-8000-000000000001'$$,
  '23514', null, 'a candidate portfolio link must be http(s)');
select throws_ok($$update candidates set certificates = array['d0000000/cert.pdf', 'javascript:alert(1)'] where id = 'd0000000-0000-4000-8000-000000000001'$$,
  '23514', null, 'every certificate is a storage path or an http(s) URL');
select lives_ok($$update candidates set resume_url = 'a0000000-0000-4000-8000-000000000008/resume.pdf', github_url = 'https://github.com/jordan' where id = 'd0000000-0000-4000-8000-000000000001'$$,
  'storage paths and http(s) links are kept');

select tests.authenticate_as('candidate@example.com');
select throws_ok($$select public.update_candidate_document_url(auth.uid(), 'cover_letter', 'javascript:alert(1)')$$,
  '23514', null, 'the document RPC refuses other schemes');
select tests.as_owner();
select is((select count(*)::int from candidates where cover_letter_url like 'javascript:%'), 0, 'nothing was stored');

select * from finish();
rollback;
