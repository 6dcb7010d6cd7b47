import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Lints snippets with the project's real config, so the test also proves the rule is wired as an error.
const eslint = new ESLint({ cwd: process.cwd() });
async function errorsFor(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'cleanquest/module-boundaries' && m.severity === 2).map((m) => m.message);
}

describe('cleanquest/module-boundaries', () => {
  it('lets a module use another module through contract.ts, schemas.ts and endpoints.ts', async () => {
    expect(await errorsFor('src/modules/tasks/ui/api/use-x.ts', "import { publicUser } from '../../../guest/endpoints';\nexport const x = publicUser;\n")).toEqual([]);
    expect(await errorsFor('src/modules/tasks/server/service.ts', "import { GUEST_API } from '../../guest/contract';\nexport const x = GUEST_API;\n")).toEqual([]);
    expect(await errorsFor('src/modules/tasks/ui/Form.tsx', "import { userIdParamsSchema } from '../../guest/schemas';\nexport const x = userIdParamsSchema;\n")).toEqual([]);
  });

  it('refuses imports of another module internals', async () => {
    const errors = await errorsFor('src/modules/tasks/server/service.ts', "import { GuestService } from '../../guest/server/service';\nexport const x = GuestService;\n");
    expect(errors).toEqual(["Module 'tasks' may import module 'guest' only through its contract.ts, schemas.ts or endpoints.ts, not server/service."]);
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

  it('keeps src/client/app to the app: modules, src/ui and the client library may not import it', async () => {
    expect(await errorsFor('src/modules/tasks/ui/TasksScreen.tsx', "import { createAppStore } from '../../../client/app/store';\nexport const x = createAppStore;\n")).toEqual([
      "Module 'tasks' must not import src/client/app (app/store): only the app assembles itself; use the client library.",
    ]);
    expect(await errorsFor('src/modules/tasks/client.ts', "import { Shell } from '../../client/app/shell/Shell';\nexport const x = Shell;\n")).toEqual([
      "Module 'tasks' must not import src/client/app (app/shell/Shell): only the app assembles itself; use the client library.",
    ]);
    expect(await errorsFor('src/client/session/current-user.tsx', "import { AppRoutes } from '../app/router';\nexport const x = AppRoutes;\n")).toEqual([
      'The client library must not import src/client/app (app/router): only the app assembles itself; use the client library.',
    ]);
    expect(await errorsFor('src/ui/QueryState.tsx', "import { Toasts } from '../client/app/shell/Toasts';\nexport const x = Toasts;\n")).toEqual([
      'src/ui must not import src/client/app (app/shell/Toasts): only the app assembles itself; use the client library.',
    ]);
    expect((await errorsFor('src/shared/geo.ts', "import { Shell } from '../client/app/shell/Shell';\nexport const x = Shell;\n"))).toEqual(['src/shared is isomorphic: it must not import src/client.']);
  });

  it('lets modules use the client library and the app use both', async () => {
    expect(await errorsFor('src/modules/tasks/ui/TasksScreen.tsx', "import { toast } from '../../../client/toasts/toast-store';\nimport { apiRequest } from '../../../client/api';\nexport const x = [toast, apiRequest];\n")).toEqual([]);
    expect(await errorsFor('src/client/app/shell/Shell.tsx', "import { toast } from '../../toasts/toast-store';\nimport { Header } from './Header';\nexport const x = [toast, Header];\n")).toEqual([]);
  });

  it('keeps src/client free of modules: the client library and the app may not import one', async () => {
    expect(await errorsFor('src/client/store.ts', "import { consentReducer } from '../modules/consent/ui/consent-slice';\nexport const x = consentReducer;\n")).toEqual([
      'src/client must not import modules (found modules/consent/ui/consent-slice): the entry points hand the manifests in, the rest comes through their hooks.',
    ]);
    expect(await errorsFor('src/client/geo/geocode-api.ts', "import type { AddressSuggestion } from '../../modules/geocoding/contract';\nexport type X = AddressSuggestion;\n")).toEqual([
      'src/client must not import modules (found modules/geocoding/contract): the entry points hand the manifests in, the rest comes through their hooks.',
    ]);
    expect(await errorsFor('src/client/app/shell/Shell.tsx', "import { clientModules } from '../../../modules/client';\nexport const x = clientModules;\n")).toEqual([
      'src/client must not import modules (found modules/client): the entry points hand the manifests in, the rest comes through their hooks.',
    ]);
    expect(await errorsFor('src/client/app/router.tsx', "export const load = () => import('../../modules/tasks/ui/MapScreen');\n")).toEqual([
      'src/client must not import modules (found modules/tasks/ui/MapScreen): the entry points hand the manifests in, the rest comes through their hooks.',
    ]);
  });

  it('lets the entry points hand the manifest list in, and nothing else of src/modules', async () => {
    expect(await errorsFor('src/client/app/main.tsx', "export const load = () => import(/* webpackMode: \"eager\" */ '../../modules/client');\n")).toEqual([]);
    expect(await errorsFor('src/client/app/ssr/render.tsx', "import { clientModules } from '../../../modules/client';\nexport const x = clientModules;\n")).toEqual([]);
    expect(await errorsFor('src/client/app/main.tsx', "import { consentReducer } from '../../modules/consent/ui/consent-slice';\nexport const x = consentReducer;\n")).toEqual([
      'A client entry point imports only the manifest list src/modules/client.ts, not modules/consent/ui/consent-slice.',
    ]);
  });

  it('leaves tests, stories and the test harness to assemble the app like an entry point', async () => {
    expect(await errorsFor('src/modules/tasks/ui/api/use-tasks-tab-badge.test.tsx', "import { AppRoutes } from '../../../../client/app/router';\nexport const x = AppRoutes;\n")).toEqual([]);
    expect(await errorsFor('src/client/app/router.test.tsx', "import { clientModules } from '../../modules/client';\nexport const x = clientModules;\n")).toEqual([]);
    expect(await errorsFor('src/client/test-utils.tsx', "import { createAppStore } from './app/store';\nimport { clientModules } from '../modules/client';\nexport const x = [createAppStore, clientModules];\n")).toEqual([]);
  });

  it('lets a module test use the test harness, and keeps the app away from it', async () => {
    const harness = "import { createTestApp, manifests } from '../../../../tests/support/test-app';\nimport { guest } from '../../../../tests/support/people';\nexport const x = [createTestApp, manifests, guest];\n";
    expect(await errorsFor('src/modules/tasks/server/available.http.test.ts', harness)).toEqual([]);
    expect(await errorsFor('src/modules/tasks/server/service.ts', harness)).toEqual([
      "Only tests import the test harness (found tests/support/test-app): the app's code never depends on tests/.",
      "Only tests import the test harness (found tests/support/people): the app's code never depends on tests/.",
    ]);
    expect(await errorsFor('src/client/api.ts', "import { scene } from '../../tests/support/images';\nexport const x = scene;\n")).toEqual([
      "Only tests import the test harness (found tests/support/images): the app's code never depends on tests/.",
    ]);
  });

  it('holds a module test to the module rules: other modules come through their contract or tests/support', async () => {
    expect(await errorsFor('src/modules/tasks/server/holds.http.test.ts', "import { guestModule } from '../../guest/server';\nexport const x = guestModule;\n")).toEqual([
      "Module 'tasks' may import module 'guest' only through its contract.ts, schemas.ts or endpoints.ts, not server.",
    ]);
  });
});
