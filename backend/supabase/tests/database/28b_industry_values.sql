-- Industries keep one spelling, whichever form or client writes them.
begin;
select plan(4);

update public.companies set industry = 'consulting' where id = 'c0000000-0000-4000-8000-000000000001';
select is((select industry from public.companies where id = 'c0000000-0000-4000-8000-000000000001'), 'Consulting',
  'an industry written in lower case is stored as the list spells it');
update public.companies set industry = 'NON-PROFIT' where id = 'c0000000-0000-4000-8000-000000000001';
select is((select industry from public.companies where id = 'c0000000-0000-4000-8000-000000000001'), 'Non-profit',
  'in any case');
update public.companies set industry = 'Space mining' where id = 'c0000000-0000-4000-8000-000000000001';
select is((select industry from public.companies where id = 'c0000000-0000-4000-8000-000000000001'), 'Space mining',
  'a value outside the list is kept as written');
select is((select count(*)::int from public.companies
  where industry is not null and industry <> private.canonical_industry(industry)), 0,
  'no stored industry is spelled differently from the list');

select * from finish();
rollback;
