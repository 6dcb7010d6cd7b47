import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Lints snippets with the project's real config, so the test also proves the rule is wired as an error.
const eslint = new ESLint({ cwd: process.cwd() });
async function errorsFor(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'cleanquest/module-boundaries' && m.severity === 2).map((m) => m.message);
}

describe('cleanquest/module-boundaries', () => {
  it('lets a module use another module through contract.ts and schemas.ts', async () => {
    expect(await errorsFor('src/modules/tasks/server/service.ts', "import { GUEST_API } from '../../guest/contract';\nexport const x = GUEST_API;\n")).toEqual([]);
    expect(await errorsFor('src/modules/tasks/ui/Form.tsx', "import { userIdParamsSchema } from '../../guest/schemas';\nexport const x = userIdParamsSchema;\n")).toEqual([]);
  });

  it('refuses imports of another module internals', async () => {
    const errors = await errorsFor('src/modules/tasks/server/service.ts', "import { GuestService } from '../../guest/server/service';\nexport const x = GuestService;\n");
    expect(errors).toEqual(["Module 'tasks' may import module 'guest' only through its contract.ts or schemas.ts, not server/service."]);
  });

  it('keeps server and ui code of a module apart', async () => {
    const errors = await errorsFor('src/modules/tasks/server/routes.ts', "import Screen from '../ui/TasksScreen';\nexport const x = Screen;\n");
    expect(errors[0]).toContain('server/ code must not import ui/ code');
  });

  it('keeps src/shared and src/ui free of modules', async () => {
    expect((await errorsFor('src/shared/geo.ts', "import { GUEST_API } from '../modules/guest/contract';\nexport const x = GUEST_API;\n"))[0]).toContain('src/shared must not import modules');
    expect((await errorsFor('src/shared/geo.ts', "import { DB } from '../server/tokens';\nexport const x = DB;\n"))[0]).toContain('src/shared is isomorphic');
  });

  it('keeps src/server free of modules, except the entry points that hand the manifests in', async () => {
    const why = 'src/server names no module: only its entry points (main.ts, *-cli.ts) import src/modules';
    expect((await errorsFor('src/server/app.ts', "import { AUDIT_LOG } from '../modules/admin/contract';\nexport const x = AUDIT_LOG;\n"))[0]).toContain(why);
    expect((await errorsFor('src/server/http/auth.ts', "import type { SessionUser } from '../../modules/guest/contract';\nexport type X = SessionUser;\n"))[0]).toContain(
      `${why}, to hand the manifests in (found modules/guest/contract). Add a manifest hook instead.`,
    );
    expect((await errorsFor('src/server/db.ts', "import { serverModules } from '../modules/server';\nexport const x = serverModules;\n"))[0]).toContain('(found modules/server)');
    expect((await errorsFor('src/server/http/main.ts', "import { serverModules } from '../../modules/server';\nexport const x = serverModules;\n"))[0]).toContain(why);
    expect((await errorsFor('src/server/tools/seed-cli.ts', "import { serverModules } from '../../modules/server';\nexport const x = serverModules;\n"))[0]).toContain(why);
    expect(await errorsFor('src/server/main.ts', "import { serverModules } from '../modules/server';\nexport const x = serverModules;\n")).toEqual([]);
    expect(await errorsFor('src/server/admin-cli.ts', "import { adminModule } from '../modules/admin/server';\nexport const x = adminModule;\n")).toEqual([]);
    expect(await errorsFor('src/modules/admin/server.ts', "import { DB } from '../../server/tokens';\nexport const x = DB;\n")).toEqual([]);
  });
});
