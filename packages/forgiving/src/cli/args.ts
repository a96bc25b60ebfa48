// Command line parsing: `forgiving <command> [options] <arguments>`.
// Bad arguments are a UsageError (printed as one line and a hint, exit code 2).
import type { SkyContext } from '@forgiving/sky-tree';
import { DRIVERS } from './drivers/registry.ts';

/** The built-in languages' names (main.ts passes those of the registry it runs with). */
const BUILT_IN_LANGUAGES: readonly string[] = [...DRIVERS.keys()];

export const COMMANDS = ['tokens', 'tree', 'check', 'select', 'format', 'highlight', 'demo'] as const;
export type Command = (typeof COMMANDS)[number];

export interface Options {
  /** A language driver's name (cli/drivers/registry.ts). */
  lang?: string;
  context?: SkyContext;
  json: boolean;
  level?: 3 | 4;
  /** undefined: colour when the output is a TTY (and NO_COLOR is unset). */
  color?: boolean;
  templateContent: boolean;
  /** format: indent element-only content. */
  pretty: boolean;
  examples?: string;
  /** select: namespace prefixes for `prefix|name` (XML). */
  namespaces?: Record<string, string>;
  /** select: the default namespace for bare type selectors (XML). */
  defaultNamespace?: string;
  /** check: also check Namespaces 1.0 (XML; xml-er's `checkNamespaces`). */
  checkNamespaces: boolean;
  /** check, select (and tree): `json` prints one JSON object per file and line (JSON Lines). */
  format: 'text' | 'json';
  /** select: print each match's text content. */
  text: boolean;
  /** select: print each match's value of this attribute. */
  attr?: string;
  /** select: print each match's outer markup (toHtml / toXml / toSky). */
  html: boolean;
}

export interface Invocation {
  command: Command;
  /** Positional arguments after the command. */
  operands: string[];
  options: Options;
}

export type ParsedArgs = { kind: 'run'; invocation: Invocation } | { kind: 'help' } | { kind: 'version' };

export class UsageError extends Error {
  /** The command the arguments were for, when known (its synopsis is the hint). */
  command: Command | undefined;
  constructor(message: string, command?: Command) {
    super(message);
    this.command = command;
  }
}

/** One line per command, also the hint after a usage error. */
export const SYNOPSIS: Record<Command, string> = {
  tokens: 'forgiving tokens [options] <file|->...',
  tree: 'forgiving tree [--json] [options] <file|->...',
  check: 'forgiving check [--namespaces] [--format json] [options] <file|->...',
  select: 'forgiving select [--text|--attr NAME|--html] [--format json] [options] <selector> <file|->...',
  format: 'forgiving format [--pretty] [options] <file|->...',
  highlight: 'forgiving highlight [options] <file|->',
  demo: 'forgiving demo [--examples <dir>]',
};

/** What a usage error prints: the message, then one hint line (not the whole help). */
export function usageHint(error: UsageError): string {
  const synopsis = error.command === undefined ? '' : `usage: ${SYNOPSIS[error.command]}; `;
  return `forgiving: ${error.message}\n${synopsis}run 'forgiving --help' for every command and option`;
}

/** The help; `languages`: the drivers' names, for --lang. */
export function usage(languages: readonly string[] = BUILT_IN_LANGUAGES): string {
  return `Usage: forgiving <command> [options] <file|->...

Every command reads Sky, XML and HTML (detected, or --lang).

Commands:
  tokens <file|->...           print the tokens (Sky, HTML) or parser events (XML), with positions
  tree <file|->...             print the tree (--json for JSON, one line per file)
  check <file|->...            report errors as file:line:column: code message, with a code frame
  select <selector> <file|->...  print the elements that match a CSS selector, with positions
                               (or --text, --attr NAME, --html of each); exit code 1 when
                               nothing matches (as grep)
  format <file|->...           re-serialize (toXml / toSky / toHtml); --pretty indents
                               element-only content (XML and Sky)
  highlight <file|->           print the source coloured from the lossless spans
  demo                         run every command on the examples/ folder

tokens, tree, check and format exit with code 1 when any file is not
well-formed XML / not Sky (check and format also on an HTML parse error);
every command exits with 2 for bad arguments or an unreadable file.

Options:
  ${`--lang ${languages.join('|')}`.padEnd(28)} force the language (default: detected)
  --context application|module Sky parsing context (default: from the signature)
  --json                       tree: print JSON; check, select: --format json
  --format text|json           check, select: json prints one JSON object per file and line:
                               check {file, language, errors: [{code, message, line, column,
                               endLine, endColumn, offset, endOffset}], ok}; select {file,
                               language, matches: [{name, attributes, line, column, offset,
                               text?, attribute?, html?}]}
  --text                       select: print the text content of each match
  --attr <name>                select: print that attribute of each match (matches without it: nothing)
  --html                       select: print each match's markup (toHtml / toXml / toSky)
  --pretty                     format: indent element-only content (2 spaces)
  --namespaces                 check: also check XML Namespaces 1.0 (unbound prefixes, ...)
  --level 3|4                  select: Selectors level (default 3)
  --template-content           select: also search Sky template contents
  --ns <prefix>=<uri>          select: declare a namespace prefix for prefix|name (repeatable)
  --default-ns <uri>           select: the default namespace of bare type selectors
  --color, --no-color          force colours on or off
  --examples <dir>             demo: the examples folder
  -h, --help                   show this help
  -v, --version                show the version

A file of - reads standard input.`;
}

/** Operands of each command; a last one ending in `...` takes one or more. */
const OPERANDS: Record<Command, string[]> = {
  tokens: ['file...'],
  tree: ['file...'],
  check: ['file...'],
  select: ['selector', 'file...'],
  format: ['file...'],
  highlight: ['file'],
  demo: [],
};

export function parseArgs(argv: readonly string[], languages: readonly string[] = BUILT_IN_LANGUAGES): ParsedArgs {
  const options: Options = {
    json: false,
    templateContent: false,
    pretty: false,
    checkNamespaces: false,
    format: 'text',
    text: false,
    html: false,
  };
  const operands: string[] = [];
  let command: Command | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '-h' || arg === '--help') return { kind: 'help' };
    if (arg === '-v' || arg === '--version') return { kind: 'version' };
    if (arg === '--') {
      for (let j = i + 1; j < argv.length; j++) operands.push(argv[j]!);
      break;
    }
    if (arg.startsWith('--')) {
      const eq = arg.indexOf('=');
      const name = eq < 0 ? arg.slice(2) : arg.slice(2, eq);
      const takeValue = (): string => {
        if (eq >= 0) return arg.slice(eq + 1);
        const value = argv[++i];
        if (value === undefined) throw new UsageError(`option --${name} needs a value`);
        return value;
      };
      applyOption(options, name, takeValue, eq >= 0, languages);
      continue;
    }
    if (command === undefined) {
      if (!(COMMANDS as readonly string[]).includes(arg)) throw new UsageError(`unknown command: ${arg}`);
      command = arg as Command;
    } else operands.push(arg);
  }
  if (command === undefined) throw new UsageError('missing command');
  const expected = OPERANDS[command];
  const variadic = expected.length > 0 && expected[expected.length - 1]!.endsWith('...');
  if (operands.length < expected.length) {
    throw new UsageError(`${command}: missing <${expected[operands.length]!.replace('...', '')}>`, command);
  }
  if (!variadic && operands.length > expected.length) {
    throw new UsageError(`${command}: unexpected argument: ${operands[expected.length]}`, command);
  }
  const shows = Number(options.text) + Number(options.html) + Number(options.attr !== undefined);
  if (shows > 1 && options.format === 'text')
    throw new UsageError('select: choose one of --text, --attr and --html (with --format json, any)', 'select');
  if (options.json) options.format = 'json';
  return { kind: 'run', invocation: { command, operands, options } };
}

function applyOption(
  options: Options,
  name: string,
  value: () => string,
  hasInlineValue: boolean,
  languages: readonly string[],
): void {
  const flag = (set: () => void) => {
    if (hasInlineValue) throw new UsageError(`option --${name} takes no value`);
    set();
  };
  switch (name) {
    case 'lang': {
      const lang = value();
      if (!languages.includes(lang))
        throw new UsageError(`--lang must be ${oneOf(languages)}, not ${JSON.stringify(lang)}`);
      options.lang = lang;
      return;
    }
    case 'context': {
      const context = value();
      if (context !== 'application' && context !== 'module')
        throw new UsageError(`--context must be application or module, not ${JSON.stringify(context)}`);
      options.context = context;
      return;
    }
    case 'level': {
      const level = value();
      if (level !== '3' && level !== '4') throw new UsageError(`--level must be 3 or 4, not ${JSON.stringify(level)}`);
      options.level = level === '3' ? 3 : 4;
      return;
    }
    case 'examples':
      options.examples = value();
      return;
    case 'ns': {
      const declaration = value();
      const eq = declaration.indexOf('=');
      if (eq <= 0) throw new UsageError(`--ns needs prefix=uri, not ${JSON.stringify(declaration)}`);
      options.namespaces = { ...options.namespaces, [declaration.slice(0, eq)]: declaration.slice(eq + 1) };
      return;
    }
    case 'default-ns':
      options.defaultNamespace = value();
      return;
    case 'json':
      flag(() => (options.json = true));
      return;
    case 'pretty':
      flag(() => (options.pretty = true));
      return;
    case 'color':
      flag(() => (options.color = true));
      return;
    case 'no-color':
      flag(() => (options.color = false));
      return;
    case 'format': {
      const format = value();
      if (format !== 'text' && format !== 'json')
        throw new UsageError(`--format must be text or json, not ${JSON.stringify(format)}`);
      options.format = format;
      if (format === 'json') options.json = true;
      return;
    }
    case 'attr':
      options.attr = value();
      return;
    case 'text':
      flag(() => (options.text = true));
      return;
    case 'html':
      flag(() => (options.html = true));
      return;
    case 'namespaces':
      flag(() => (options.checkNamespaces = true));
      return;
    case 'template-content':
      flag(() => (options.templateContent = true));
      return;
    default:
      throw new UsageError(`unknown option: --${name}`);
  }
}

/** `a, b or c`. */
function oneOf(names: readonly string[]): string {
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
}
