// @vitest-environment node
// Every text a shopper reads comes from the message catalogues: this reads the storefront's components (every file the
// app's entry reaches, the customer's account pages among them, the admin's screens excepted: they stay English) and fails
// on a text written in a component.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from '@babel/parser';
import { describe, expect, it } from 'vitest';
import { storefrontModules } from '../../test/storefrontModules';

const SRC = join(import.meta.dirname, '../..');

/** Attributes a visitor reads or hears. */
const READ_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'placeholder', 'title', 'alt', 'label', 'aria-valuetext']);

const hasWords = (text: string) => /\p{L}{2,}/u.test(text);

type Node = { type: string; [key: string]: unknown };
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && 'type' in value;

/** A string written as such in an expression that ends up on screen: `'Sold out'`, `` `${n} left` ``, `a ? 'x' : 'y'`. */
function writtenTexts(expression: unknown): string[] {
  if (!isNode(expression)) return [];
  if (expression.type === 'StringLiteral') return [expression.value as string];
  if (expression.type === 'TemplateLiteral')
    return (expression.quasis as { value: { cooked: string } }[]).map((quasi) => quasi.value.cooked);
  if (expression.type === 'ConditionalExpression')
    return [...writtenTexts(expression.consequent), ...writtenTexts(expression.alternate)];
  if (expression.type === 'LogicalExpression') return writtenTexts(expression.right);
  return [];
}

/** The texts a component writes where a visitor reads them: JSX text, read attributes, strings put on screen. */
function literalTexts(code: string): string[] {
  const ast = parse(code, { sourceType: 'module', plugins: ['typescript', 'jsx'] });
  const found: string[] = [];
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!isNode(node)) return;
    if (node.type === 'JSXText') found.push(node.value as string);
    if (node.type === 'JSXExpressionContainer') found.push(...writtenTexts(node.expression));
    if (node.type === 'JSXAttribute') {
      const name = (node.name as { name?: string }).name ?? '';
      const value = node.value as Node | null;
      if (READ_ATTRIBUTES.has(name) && value?.type === 'StringLiteral') found.push(value.value as string);
      // An attribute's expression is code (a class name, a handler), except the read attributes'.
      if (!READ_ATTRIBUTES.has(name) && value?.type === 'JSXExpressionContainer') {
        visit((value.expression as Node) ?? null);
        return;
      }
    }
    for (const [key, value] of Object.entries(node)) {
      if (key === 'loc' || key === 'start' || key === 'end' || key === 'leadingComments' || key === 'trailingComments') continue;
      if (node.type === 'JSXAttribute' && key === 'value' && isNode(value) && value.type === 'StringLiteral') continue;
      visit(value);
    }
  };
  visit(ast.program);
  return found.map((text) => text.replace(/\s+/g, ' ').trim()).filter(hasWords);
}

describe('the storefront’s texts', () => {
  const modules = storefrontModules(join(SRC, 'main.tsx')).filter((file) => file.endsWith('.tsx'));
  const named = (file: string) => relative(SRC, file);

  it('are read from the storefront’s components and the customer’s account pages, the admin’s left out', () => {
    expect(modules.map(named)).toContain('app/layouts/Header.tsx');
    expect(modules.map(named)).toContain('features/cart/CartDrawer.tsx');
    expect(modules.map(named)).toContain('dashboard/user/ProfilePage.tsx');
    expect(modules.some((file) => named(file).startsWith('dashboard/admin/'))).toBe(false);
  });

  it.each(modules.map(named))('%s writes no text of its own', (file) => {
    expect(literalTexts(readFileSync(join(SRC, file), 'utf8'))).toEqual([]);
  });

  it('finds a text written in a component, in every way one is written', () => {
    const component = `export function Cart({ count }: { count: number }) {
      return <section aria-label="Your cart" className="p-2"><h2>Cart</h2>{count ? \`\${count} items\` : 'Empty'}<input placeholder="Code" /><p>{t('ok')}</p>{' '}</section>;
    }`;
    expect(literalTexts(component)).toEqual(['Your cart', 'Cart', 'items', 'Empty', 'Code']);
  });
});
