/**
 * Tests: the names of the React components mounted under a testing-library container, counted the
 * way React DevTools lists them (function and class components, memo and forwardRef by their inner
 * name; host elements such as <div> are left out).
 */
interface Fiber {
  type: unknown;
  stateNode: unknown;
  child: Fiber | null;
  sibling: Fiber | null;
}

function nameOf(type: unknown): string | null {
  if (typeof type === 'function') return (type as { displayName?: string }).displayName ?? type.name ?? null;
  if (type && typeof type === 'object') {
    const t = type as { displayName?: string; render?: unknown; type?: unknown };
    return t.displayName ?? nameOf(t.render) ?? nameOf(t.type);
  }
  return null;
}

export function mountedComponents(container: Element): Map<string, number> {
  const key = Object.keys(container).find((k) => k.startsWith('__reactContainer$'));
  if (!key) throw new Error('not a React root container');
  const counts = new Map<string, number>();
  // The container keeps the root fiber it started with; its FiberRoot knows the current tree.
  const root = (container as unknown as Record<string, Fiber>)[key]!;
  const stack: Fiber[] = [(root.stateNode as { current: Fiber }).current];
  while (stack.length) {
    const fiber = stack.pop()!;
    const name = nameOf(fiber.type);
    if (name) counts.set(name, (counts.get(name) ?? 0) + 1);
    if (fiber.child) stack.push(fiber.child);
    if (fiber.sibling) stack.push(fiber.sibling);
  }
  return counts;
}
