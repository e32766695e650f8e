import type { Command, InvalidArgumentError as CommanderInvalidArgumentError } from 'commander';

export declare const InvalidArgumentError: typeof CommanderInvalidArgumentError;
export declare const EXIT_USAGE: 2;
export declare function cli(name: string, description: string): Command;
export declare function withExits(program: Command): Command;
export declare function examples(lines: string[]): string;
export declare function oneOf(choices: readonly string[]): (value: string) => string;
export declare function wholeNumber(min: number, max: number): (value: string) => number;
export declare function runCommand(name: string, work: () => Promise<void>): Promise<void>;
