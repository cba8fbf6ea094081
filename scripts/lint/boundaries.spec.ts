import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

type Planted = { file: string; code: string };
type Verdict = { file: string; rules: string[] };

/** Lints each planted file as if it stood at its path in the repository, with the repository's own configuration. */
function lint(planted: Planted[]): Verdict[] {
  const program = `
    import { ESLint } from 'eslint';
    const eslint = new ESLint({ cwd: process.cwd() });
    const planted = JSON.parse(process.argv[1]);
    const verdicts = [];
    for (const { file, code } of planted) {
      const [result] = await eslint.lintText(code, { filePath: file });
      verdicts.push({ file, rules: result.messages.map((message) => message.ruleId) });
    }
    console.log(JSON.stringify(verdicts));`;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', program, JSON.stringify(planted)], {
    cwd: root,
    encoding: 'utf8',
  });
  return JSON.parse(output) as Verdict[];
}

const restricted = 'import-x/no-restricted-paths';

describe('import boundaries', () => {
  const cases: Array<Planted & { forbidden: boolean; why: string }> = [
    {
      why: "a feature reaching into another feature's files by alias",
      file: 'apps/web/src/features/profile/planted.ts',
      code: "export { PasswordChecklist } from '@/features/auth/components/password-checklist';\n",
      forbidden: true,
    },
    {
      why: "a feature reaching into another feature's files by a relative path",
      file: 'apps/web/src/features/post-ad/planted.ts',
      code: "export { draftsTexts } from '../drafts/drafts.texts';\n",
      forbidden: true,
    },
    {
      why: "a feature using what another feature's index exposes",
      file: 'apps/web/src/features/profile/planted.ts',
      code: "export { PasswordChecklist } from '@/features/auth';\n",
      forbidden: false,
    },
    {
      why: 'shared code importing a feature',
      file: 'apps/web/src/shared/lib/planted.ts',
      code: "export { useLogout } from '@/features/layout';\n",
      forbidden: true,
    },
    {
      why: 'a feature importing app/',
      file: 'apps/web/src/features/ads/planted.ts',
      code: "export { makeStore } from '@/app/store';\n",
      forbidden: true,
    },
    {
      why: 'a service importing another service',
      file: 'apps/ads-service/src/planted.ts',
      code: "export { AppModule } from '../../billing-service/src/app.module';\n",
      forbidden: true,
    },
    {
      why: 'the gateway importing a service',
      file: 'apps/gateway/src/planted.ts',
      code: "export { AppModule } from '../../accounts-service/src/app.module';\n",
      forbidden: true,
    },
    {
      why: 'a service importing the gateway',
      file: 'apps/billing-service/src/planted.ts',
      code: "export { RpcClient } from '../../gateway/src/common/rpc-client.service';\n",
      forbidden: true,
    },
    {
      why: 'the web app importing gateway source',
      file: 'apps/web/src/shared/lib/planted.ts',
      code: "export { readEnv } from '../../../../gateway/src/config/env';\n",
      forbidden: true,
    },
    {
      why: 'the contracts importing the server runtime',
      file: 'libs/contracts/src/planted.ts',
      code: "export { EventBus } from '@surimarkt/server';\n",
      forbidden: true,
    },
    {
      why: "a testing/ helper importing another app's source",
      file: 'apps/gateway/src/testing/planted.ts',
      code: "export { AppModule } from '../../../accounts-service/src/app.module';\n",
      forbidden: true,
    },
    {
      why: 'a spec wiring the gateway to a service',
      file: 'apps/gateway/src/planted.spec.ts',
      code: "export { AppModule } from '../../accounts-service/src/app.module';\n",
      forbidden: false,
    },
    {
      why: 'a service importing the shared libraries',
      file: 'apps/ads-service/src/planted.ts',
      code: "export { CACHE_NOTICES } from '@surimarkt/contracts';\n",
      forbidden: false,
    },
  ];

  it('fails lint on each kind of forbidden import and passes the allowed ones', () => {
    const verdicts = lint(cases);
    const outcome = verdicts.map((verdict, i) => ({ why: cases[i].why, failed: verdict.rules.includes(restricted) }));
    expect(outcome).toEqual(cases.map(({ why, forbidden }) => ({ why, failed: forbidden })));
  }, 120_000);

  it('fails lint on two files that import each other', () => {
    // Written to disk for the moment of the check: the rule follows imports through real files.
    const dir = path.join(root, 'apps/ads-service/src');
    const a = path.join(dir, 'planted-cycle-a.ts');
    const b = path.join(dir, 'planted-cycle-b.ts');
    writeFileSync(a, "import { b } from './planted-cycle-b';\nexport const a = () => b;\n");
    writeFileSync(b, "import { a } from './planted-cycle-a';\nexport const b = () => a;\n");
    try {
      const [verdict] = lint([
        { file: 'apps/ads-service/src/planted-cycle-a.ts', code: "import { b } from './planted-cycle-b';\nexport const a = () => b;\n" },
      ]);
      expect(verdict.rules).toContain('import-x/no-cycle');
    } finally {
      rmSync(a, { force: true });
      rmSync(b, { force: true });
    }
  }, 120_000);
});
