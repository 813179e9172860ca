/**
 * The words the API answers with, found in the backend's source: every `said('…')` and every message an exception is
 * made from, which the answers' catalogue (`backend/locales/<language>/answers.po`) must hold. A message the source
 * builds from pieces cannot be looked up, so it is reported as a problem: say it with `said()` and placeholders.
 *
 * `npm run messages -w backend` (`--write`) rewrites the English catalogue from the source and gives the other
 * languages an empty entry for each new message, keeping their translations (the tests fail until it is translated);
 * `--json` prints what it found, for the tests.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const backend = path.resolve(import.meta.dirname, '..');
const sourceFolder = path.join(backend, 'src');

/** Constructors whose first argument is an answer's message. */
const MESSAGE_TAKERS = /(Exception|^ContractViolation|^ErrorWithFacts)$/;

export interface AnswerMessages {
  /** Each message, with the places that say it (file:line). */
  messages: Map<string, string[]>;
  /** Messages made from pieces, which no catalogue can hold. */
  problems: string[];
}

/** The text of a literal, or of literals joined with `+`, which is still one message. */
function literalText(node: ts.Expression): string | undefined {
  if (ts.isStringLiteralLike(node)) return node.text;
  if (ts.isParenthesizedExpression(node)) return literalText(node.expression);
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const left = literalText(node.left);
    const right = literalText(node.right);
    return left !== undefined && right !== undefined ? left + right : undefined;
  }
  return undefined;
}

export function findAnswerMessages(): AnswerMessages {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(backend, 'tsconfig.build.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  )!;
  const program = ts.createProgram(config.fileNames, { ...config.options, noEmit: true });
  const checker = program.getTypeChecker();
  const messages = new Map<string, string[]>();
  const problems: string[] = [];
  const saidFile = path.join(sourceFolder, 'common', 'i18n', 'said.ts');
  /** Whether a call is to said() of common/i18n/said.ts, not a function of the same name. */
  const isTheSaid = (callee: ts.Identifier) => {
    if (callee.text !== 'said') return false;
    let symbol = checker.getSymbolAtLocation(callee);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    return symbol?.declarations?.some((declaration) => declaration.getSourceFile().fileName === saidFile) ?? false;
  };

  for (const file of program.getSourceFiles()) {
    if (!file.fileName.startsWith(sourceFolder) || file.fileName.includes(`${path.sep}generated${path.sep}`)) continue;
    const place = (node: ts.Node) =>
      `${path.relative(backend, file.fileName)}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const add = (message: string, node: ts.Node) =>
      messages.set(message, [...(messages.get(message) ?? []), place(node)]);

    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && isTheSaid(node.expression)) {
        const [first] = node.arguments;
        const text = first && literalText(first);
        if (text !== undefined) add(text, first!);
        else problems.push(`${place(node)}: said() takes its English words as one literal, placeholders in braces`);
      }
      if (
        ts.isNewExpression(node) &&
        ts.isIdentifier(node.expression) &&
        MESSAGE_TAKERS.test(node.expression.text) &&
        node.arguments?.[0]
      ) {
        const first = node.arguments[0];
        const text = literalText(first);
        // A message that may be missing is the default one then; what matters is what it is when present.
        const type = checker.getNonNullableType(checker.getTypeAtLocation(first));
        const literals = (type.isUnion() ? type.types : [type]).filter((part) => part.isStringLiteral());
        const saidType = checker.typeToString(type) === 'Said';
        if (text !== undefined) add(text, first);
        else if (literals.length > 0 && literals.length === (type.isUnion() ? type.types.length : 1)) {
          for (const literal of literals) add(literal.value, first);
        } else if (!saidType) {
          problems.push(
            `${place(node)}: a message made from pieces (${checker.typeToString(type)}); say it with said()`,
          );
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return { messages, problems };
}

const HEADER = (language: string) =>
  `msgid ""\nmsgstr ""\n"MIME-Version: 1.0\\n"\n"Content-Type: text/plain; charset=utf-8\\n"\n"Content-Transfer-Encoding: 8bit\\n"\n"Language: ${language}\\n"\n`;

const quoted = (text: string) => JSON.stringify(text);

function poEntries(file: string): Map<string, string> {
  const entries = new Map<string, string>();
  const text = readFileSync(file, 'utf8');
  for (const match of text.matchAll(/^msgid (".*")\nmsgstr (".*")$/gm)) {
    const id = JSON.parse(match[1]!) as string;
    if (id) entries.set(id, JSON.parse(match[2]!) as string);
  }
  return entries;
}

function writeCatalogues(): void {
  const { messages, problems } = findAnswerMessages();
  if (problems.length > 0) throw new Error(`Messages no catalogue can hold:\n${problems.join('\n')}`);
  const ids = [...messages.keys()].sort();
  for (const language of ['en', 'fr', 'de']) {
    const file = path.join(backend, 'locales', language, 'answers.po');
    let known = new Map<string, string>();
    try {
      known = poEntries(file);
    } catch {
      // A new catalogue.
    }
    const body = ids
      .map(
        (id) =>
          `#: ${[...new Set(messages.get(id)!.map((at) => at.split(':')[0]))].join(' ')}\nmsgid ${quoted(id)}\nmsgstr ${quoted(language === 'en' ? '' : (known.get(id) ?? ''))}\n`,
      )
      .join('\n');
    writeFileSync(file, `${HEADER(language)}\n${body}`);
  }
  console.log(`${ids.length} messages written to backend/locales/*/answers.po`);
}

if (process.argv.includes('--write')) writeCatalogues();
if (process.argv.includes('--json')) {
  const { messages, problems } = findAnswerMessages();
  console.log(JSON.stringify({ messages: Object.fromEntries(messages), problems }));
}
