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
});
