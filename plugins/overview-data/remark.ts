import { overviewDataImport } from './dataFile';

/** The mdast node shapes this plugin reads and writes (a subset of mdast + MDX). */
interface Node {
  type: string;
  name?: string | null;
  attributes?: { type: string; name?: string }[];
  children?: Node[];
  [key: string]: unknown;
}

interface VFileLike {
  path?: string;
  data?: { frontMatter?: Record<string, unknown> };
}

const LOCAL = '__overviewData';

function identifier(name: string) {
  return { type: 'Identifier', name };
}

/** `import __overviewData from '<source>';` as an MDX ESM node (MDX compiles its estree). */
function importNode(source: string): Node {
  return {
    type: 'mdxjsEsm',
    value: `import ${LOCAL} from ${JSON.stringify(source)};`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{ type: 'ImportDefaultSpecifier', local: identifier(LOCAL) }],
            source: { type: 'Literal', value: source, raw: JSON.stringify(source) },
          },
        ],
      },
    },
  };
}

/** `data={__overviewData}` as an MDX JSX attribute. */
function dataAttribute() {
  return {
    type: 'mdxJsxAttribute',
    name: 'data',
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: LOCAL,
      data: { estree: { type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression: identifier(LOCAL) }] } },
    },
  };
}

function overviewElements(node: Node, found: Node[] = []): Node[] {
  if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'Overview') found.push(node);
  for (const child of node.children ?? []) overviewElements(child, found);
  return found;
}

/**
 * In a doc whose front matter says `overview: true`, imports the JSON module the
 * overview-data plugin wrote for that doc and passes it to each `<Overview />`
 * as `data`, so the groups travel with this page's chunk only.
 */
export default function remarkOverviewData() {
  return (tree: Node, file: VFileLike): void => {
    if (file.data?.frontMatter?.overview !== true || !file.path) return;
    const elements = overviewElements(tree).filter((element) => !element.attributes?.some((attribute) => attribute.name === 'data'));
    if (elements.length === 0) return;
    for (const element of elements) element.attributes = [...(element.attributes ?? []), dataAttribute()];
    tree.children = [importNode(overviewDataImport(file.path)), ...(tree.children ?? [])];
  };
}
