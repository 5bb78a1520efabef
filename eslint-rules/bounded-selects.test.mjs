import { test } from 'node:test';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { boundedSelects } from './bounded-selects.mjs';

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

test('lists read through PostgREST page on the server or say why they stay small', () => {
  tester.run('bounded-selects', boundedSelects.rules['bounded-selects'], {
    valid: [
      "await db.from('jobs').select('id').eq('company_id', c).range(0, 9);",
      "await db.from('jobs').select('id').order('created_at').limit(10);",
      "await db.from('jobs').select('id').eq('slug', s).maybeSingle();",
      "await db.from('jobs').select('id').eq('id', id);",
      "await db.from('jobs').select('id', { count: 'exact', head: true });",
      "const head = { count: 'exact', head: true }; await db.from('jobs').select('id', head);",
      "function q() { return db.from('jobs').select('id'); }\nawait q().eq('company_id', c).range(0, 9);",
      "// Bounded: one row per kind of e-mail.\nconst { data } = await db.from('notification_preferences').select('type').eq('user_id', u);",
      "await db.from('jobs').insert(row).select('id');",
    ],
    invalid: [
      {
        code: "const { data } = await db.from('applications').select('id').eq('company_id', c);",
        errors: [{ messageId: 'unbounded' }],
      },
      {
        code: "await db.from('jobs').select('id').order('created_at');",
        errors: [{ messageId: 'unbounded' }],
      },
      {
        code: "// every company's jobs\nawait db.from('jobs').select('id');",
        errors: [{ messageId: 'unbounded' }],
      },
      {
        code: "function q() { return db.from('jobs').select('id'); }\nawait q().eq('company_id', c);",
        errors: [{ messageId: 'unbounded' }],
      },
    ],
  });
});
