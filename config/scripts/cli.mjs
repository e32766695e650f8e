// What every command a team or operator runs has in common (commander): `--help` with examples, a
// usage error as one line and exit code 2, a failure as one line and exit code 1, never a stack trace.
import { Command, InvalidArgumentError } from 'commander';

export { InvalidArgumentError };

/** A usage error (exit 2): what was wrong, in one line. */
export const EXIT_USAGE = 2;

/**
 * A command-line program named `name`: errors of usage print one line and exit 2, `--help` exits 0.
 * @param {string} name
 * @param {string} description
 */
export function cli(name, description) {
  const program = new Command(name).description(description).showHelpAfterError('(add --help for usage)');
  program.configureHelp({ sortSubcommands: false });
  program.exitOverride((error) => process.exit(error.exitCode === 0 ? 0 : EXIT_USAGE));
  return program;
}

/** Gives `program` itself and each of its sub-commands the exit behaviour of `cli`. */
export function withExits(program) {
  for (const command of program.commands) {
    command.exitOverride((error) => process.exit(error.exitCode === 0 ? 0 : EXIT_USAGE));
    command.showHelpAfterError('(add --help for usage)');
  }
  return program;
}

/** Examples under a command's help. @param {string[]} lines */
export const examples = (lines) => `\nExamples:\n${lines.map((line) => `  $ ${line}`).join('\n')}\n`;

/**
 * An argument parser that accepts one of `choices`.
 * @param {readonly string[]} choices
 */
export const oneOf = (choices) => (value) => {
  if (!choices.includes(value)) throw new InvalidArgumentError(`expected one of ${choices.join(', ')}.`);
  return value;
};

/**
 * An argument parser for a whole number from `min` to `max`.
 * @param {number} min
 * @param {number} max
 */
export const wholeNumber = (min, max) => (value) => {
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > max)
    throw new InvalidArgumentError(`expected a whole number from ${min} to ${max}.`);
  return number;
};

/**
 * Runs a command's work: a failure it expected (`fail`) or did not is one line on stderr and exit 1.
 * @param {string} name
 * @param {() => Promise<void>} work
 */
export async function runCommand(name, work) {
  try {
    await work();
  } catch (error) {
    console.error(`[${name}] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
