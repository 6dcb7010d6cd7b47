import type { Container } from 'inversify';
import type { ServerModule } from './module';

/** A refused command (bad arguments, an unknown name): the entry point prints the message as is and exits with 1. */
export class CommandError extends Error {}

/** Runs the command line of the loaded module with this id (ServerModule.command) on the app's container. */
export function runCommand(modules: ServerModule[], id: string, args: string[], container: Container): Promise<string> {
  const command = modules.find((m) => m.id === id)?.command;
  if (!command) throw new Error(`No loaded module "${id}" has a command line.`);
  return command(args, container);
}
