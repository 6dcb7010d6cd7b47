// @ts-check
/**
 * Client bundles need only an endpoint's method, path, access and upload field (to build URLs, query keys
 * and forms); its
 * yup schemas serve the server and the OpenAPI document. This webpack loader turns a module's
 * `endpoints.ts` into those references, so importing an endpoint on the map (the first route) or in the
 * embed does not bring yup and the schemas along (issue 20). The type checker still reads the real
 * file, so the client's types are the full definitions'.
 *
 * An endpoints.ts may hold only imports, types and `export const x = defineEndpoint('METHOD', '/path',
 * { access: '...', ... })` with literal method, path and access; anything else fails the build.
 * tools/webpack/endpoint-refs-loader.test.ts checks the output against the real definitions.
 */
const ts = require('typescript');

/** @param {ts.ObjectLiteralExpression} spec @param {string} name */
function literalProperty(spec, name) {
  for (const p of spec.properties) {
    if (ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === name && ts.isStringLiteralLike(p.initializer)) return p.initializer.text;
  }
  return undefined;
}

/**
 * @param {string} source
 * @param {string} file
 * @returns {string}
 */
function endpointRefs(source, file) {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  /** @type {string[]} */
  const out = [];
  /** @param {ts.Node} node @param {string} why */
  const fail = (node, why) => {
    const { line } = sf.getLineAndCharacterOfPosition(node.getStart(sf));
    throw new Error(`${file}:${line + 1}: ${why}`);
  };
  for (const st of sf.statements) {
    if (ts.isImportDeclaration(st) || ts.isTypeAliasDeclaration(st) || ts.isInterfaceDeclaration(st)) continue;
    if (ts.isExportDeclaration(st) && st.isTypeOnly) continue;
    const exported = ts.isVariableStatement(st) && st.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    if (!ts.isVariableStatement(st) || !exported || !(st.declarationList.flags & ts.NodeFlags.Const)) {
      fail(st, 'an endpoints.ts holds only imports, types and exported endpoint constants (export const x = defineEndpoint(...))');
      continue;
    }
    for (const d of st.declarationList.declarations) {
      const init = d.initializer;
      if (!ts.isIdentifier(d.name) || !init || !ts.isCallExpression(init) || !ts.isIdentifier(init.expression) || init.expression.text !== 'defineEndpoint') {
        fail(d, 'an exported constant of endpoints.ts must be defineEndpoint(...)');
        continue;
      }
      const [method, path, spec] = init.arguments;
      if (!method || !ts.isStringLiteralLike(method) || !path || !ts.isStringLiteralLike(path) || !spec || !ts.isObjectLiteralExpression(spec)) {
        fail(init, "defineEndpoint needs a literal method, a literal path and an object: defineEndpoint('GET', '/x', { ... })");
        continue;
      }
      const access = literalProperty(spec, 'access');
      if (!access) fail(spec, "the endpoint's access must be a literal ('public', 'session', ...)");
      // An upload's file field names the form field the client sends the file in.
      let upload = '';
      const uploadSpec = spec.properties.find((p) => ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === 'upload');
      if (uploadSpec && ts.isPropertyAssignment(uploadSpec)) {
        const field = ts.isObjectLiteralExpression(uploadSpec.initializer) ? literalProperty(uploadSpec.initializer, 'field') : undefined;
        if (!field) fail(uploadSpec, "an upload's field must be a literal: upload: { field: 'photo', ... }");
        upload = `, upload: /*#__PURE__*/ Object.freeze({ field: ${JSON.stringify(field)} })`;
      }
      out.push(`export const ${d.name.text} = /*#__PURE__*/ Object.freeze({ method: ${JSON.stringify(method.text)}, path: ${JSON.stringify(path.text)}, access: ${JSON.stringify(access)}${upload} });`);
    }
  }
  return `${out.join('\n')}\n`;
}

/** @this {{ resourcePath: string }} @param {string} source */
function loader(source) {
  return endpointRefs(source, this.resourcePath);
}

module.exports = loader;
module.exports.endpointRefs = endpointRefs;
