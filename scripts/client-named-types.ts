// The typed client's named types: openapi-typescript writes every schema of the API document inline in
// `components.schemas` (a hover shows it ten levels deep). This pass gives each one an interface of its
// own, names the nested objects a storefront handles (a home product card, a campaign's figures, a
// reference), and leaves `components.schemas` pointing at them, so `paths` types the same calls.
// The shapes still come from the document alone: the tables below only choose names.
import ts from 'typescript';

const f = ts.factory;

/** Route answers, named as a storefront says them (the document's name stays the key in `components.schemas`). */
export const RENAMES: Readonly<Record<string, string>> = {
  GetHomeResponse: 'HomeData',
  GetPreorderResponse: 'PreorderDetail',
  GetRecommendationsResponse: 'Recommendations',
};

/** Nested objects that get a name: where they are (from the nearest named type) → name and what a hover says. */
export const NESTED: Readonly<Record<string, readonly [string, string]>> = {
  'HomeData.announcements[]': ['HomeAnnouncement', 'An announcement shown on the home page.'],
  'HomeData.heroSlider': ['HeroSlider', 'The hero-slider global.'],
  'HeroSlider.slides[]': ['HeroSlide', 'A slide of the hero slider; `image` is expanded on the home page.'],
  'HomeData.productRecommendations': ['HomeRecommendations', 'The recommendation lists of the home page, with preorder figures.'],
  'HomeRecommendations.lists[]': ['HomeRecommendationList', 'A recommendation list of the home page.'],
  'HomeRecommendationList.products[]': ['HomeProduct', 'A product card of a home recommendation list (`preorder` for a preorder product).'],
  'HomeProduct.preorder': ['PreorderFigures', 'A preorder product\'s figures on the home page: integers, computed by the service.'],
  'PreorderDetail.preorder': ['PreorderCampaign', 'A preorder campaign with its figures (GET /api/preorders/{id}, and each live event).'],
  'PreorderCampaign.variants[]': ['PreorderVariantFigures', 'A variant of a campaign with its figures (`available_slots` may be negative: oversold).'],
  'Recommendations.data': ['RecommendationsData', 'The published products of the recommendation lists (expanded to depth 3).'],
  'RecommendationsData.lists[]': ['RecommendationList', 'A recommendation list with its published products.'],
  'ProductRecommendations.lists[]': ['ProductRecommendationList', 'A list of the product-recommendations global.'],
  'Product.variants[]': ['ProductVariant', 'A variant as a product record stores it.'],
  'PreorderProduct.variants[]': ['ProductVariant', 'A variant as a product record stores it.'],
};

interface Declared { text: string; node: ts.Statement }

function printed(node: ts.Node): string {
  return ts.createPrinter({ removeComments: true }).printNode(ts.EmitHint.Unspecified, node, ts.createSourceFile('x.ts', '', ts.ScriptTarget.Latest));
}

/** `components["schemas"]["Media"]` → the schema's name, else undefined. */
function schemaReferenceName(node: ts.Node): string | undefined {
  if (!ts.isIndexedAccessTypeNode(node) || !ts.isLiteralTypeNode(node.indexType) || !ts.isStringLiteral(node.indexType.literal)) return undefined;
  const inner = node.objectType;
  if (!ts.isIndexedAccessTypeNode(inner) || !ts.isTypeReferenceNode(inner.objectType) || !ts.isLiteralTypeNode(inner.indexType)) return undefined;
  const isSchemas = ts.isIdentifier(inner.objectType.typeName) && inner.objectType.typeName.text === 'components'
    && ts.isStringLiteral(inner.indexType.literal) && inner.indexType.literal.text === 'schemas';
  return isSchemas ? node.indexType.literal.text : undefined;
}

/** `{relationTo: "media"; value: string | Media}` (a reference as answered) → `MediaReference`. */
function referenceName(node: ts.TypeLiteralNode): string | undefined {
  const members = node.members.filter(ts.isPropertySignature);
  const named = (name: string) => members.find((member) => ts.isIdentifier(member.name) && member.name.text === name)?.type;
  const relationTo = named('relationTo');
  const value = named('value');
  if (members.length !== 2 || node.members.length !== 2 || !relationTo || !value) return undefined;
  // openapi-typescript writes a `const` as an identifier holding the quoted text
  const isConstant = ts.isLiteralTypeNode(relationTo) || (ts.isIdentifier(relationTo as ts.Node) && (relationTo as unknown as ts.Identifier).text.startsWith('"'));
  if (!isConstant || !ts.isUnionTypeNode(value) || value.types.length !== 2) return undefined;
  const [id, record] = value.types;
  if (id?.kind !== ts.SyntaxKind.StringKeyword || !record || !ts.isTypeReferenceNode(record) || !ts.isIdentifier(record.typeName)) return undefined;
  return `${record.typeName.text}Reference`;
}

/** Run inside one `ts.transform` (its context visits the children). */
export class NamedTypes {
  readonly declared = new Map<string, Declared>();

  constructor(private readonly context: ts.TransformationContext) {}

  /** `export interface Name {…}` for an object type, else `export type Name = …`; the same name twice must mean the same shape. */
  declare(name: string, type: ts.TypeNode, comments: readonly ts.SynthesizedComment[] = []): ts.TypeReferenceNode {
    const exported = [f.createModifier(ts.SyntaxKind.ExportKeyword)];
    const node: ts.Statement = ts.isTypeLiteralNode(type)
      ? f.createInterfaceDeclaration(exported, name, undefined, undefined, type.members)
      : f.createTypeAliasDeclaration(exported, name, undefined, type);
    const text = printed(node);
    const earlier = this.declared.get(name);
    if (earlier && earlier.text !== text) throw new Error(`Two different shapes want the name ${name}:\n${earlier.text}\n${text}`);
    if (!earlier) this.declared.set(name, { text, node: ts.setSyntheticLeadingComments(node, [...comments]) });
    return f.createTypeReferenceNode(name);
  }

  /** A schema of `components.schemas`, its references to others by name, its named objects hoisted. */
  schema(documentName: string, type: ts.TypeNode, comments: readonly ts.SynthesizedComment[]): ts.TypeReferenceNode {
    const name = RENAMES[documentName] ?? documentName;
    const note = name === documentName ? [] : [jsDoc(`The API document's \`${documentName}\`.`)];
    if (documentName === 'JsonValue') return f.createTypeReferenceNode('JsonValue');
    return this.declare(name, this.visit(type, name), [...comments, ...note]);
  }

  /** A named object's own places start from its name: `HeroSlider.slides[]` wherever the slider is. */
  private visit(node: ts.Node, at: string): ts.TypeNode {
    const nested = NESTED[at];
    if (nested && ts.isTypeLiteralNode(node)) return this.declare(nested[0], this.rewrite(node, nested[0]), [jsDoc(nested[1])]);
    const visited = this.rewrite(node, at);
    if (ts.isTypeLiteralNode(visited) && at.includes('.')) {
      const reference = referenceName(visited);
      if (reference) return this.declare(reference, visited, [jsDoc(`A reference as the service answers it: the id, or the record once \`depth\` expands it.`)]);
    }
    return visited;
  }

  /** Children first: a property adds `.name` to the place, an array element `[]`; unions and parentheses keep it. */
  private rewrite(node: ts.Node, at: string): ts.TypeNode {
    const schema = schemaReferenceName(node);
    if (schema) return f.createTypeReferenceNode(schema === 'JsonValue' ? 'JsonValue' : RENAMES[schema] ?? schema);
    const child = (inner: ts.Node): ts.Node => {
      if (ts.isPropertySignature(inner) && inner.type && ts.isIdentifier(inner.name)) {
        return f.updatePropertySignature(inner, inner.modifiers, inner.name, inner.questionToken, this.visit(inner.type, `${at}.${inner.name.text}`));
      }
      if (ts.isPropertySignature(inner) && inner.type && ts.isStringLiteral(inner.name)) {
        return f.updatePropertySignature(inner, inner.modifiers, inner.name, inner.questionToken, this.visit(inner.type, `${at}.${inner.name.text}`));
      }
      if (ts.isArrayTypeNode(node) && inner === node.elementType) return this.visit(inner, `${at}[]`);
      return ts.isTypeNode(inner) ? this.visit(inner, at) : ts.visitEachChild(inner, child, this.context);
    };
    return ts.visitEachChild(node, child, this.context) as ts.TypeNode;
  }

  /** The declarations, by name; a name of the table that found no object is an error (the document changed). */
  statements(): ts.Statement[] {
    const missing = Object.values(NESTED).map(([name]) => name).filter((name) => !this.declared.has(name));
    if (missing.length > 0) throw new Error(`No object of the API document is at the place of ${missing.join(', ')}: update NESTED`);
    return [...this.declared.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, { node }]) => node);
  }
}

export function jsDoc(text: string): ts.SynthesizedComment {
  return { kind: ts.SyntaxKind.MultiLineCommentTrivia, text: `* ${text} `, hasTrailingNewLine: true, pos: -1, end: -1 };
}

/** Every `components["schemas"]["X"]` outside `components` (paths, operations) → `X`. */
export function withSchemaNames(node: ts.Node, context: ts.TransformationContext): ts.Node {
  const visit = (inner: ts.Node): ts.Node => {
    const schema = schemaReferenceName(inner);
    if (schema) return f.createTypeReferenceNode(RENAMES[schema] ?? schema);
    return ts.visitEachChild(inner, visit, context);
  };
  return visit(node);
}

/** `components` with each schema hoisted: `schemas: { GetHomeResponse: HomeData; … }`. */
export function hoistSchemas(components: ts.InterfaceDeclaration, names: NamedTypes): ts.InterfaceDeclaration {
  const members = components.members.map((member) => {
    if (!ts.isPropertySignature(member) || !ts.isIdentifier(member.name) || member.name.text !== 'schemas' || !member.type || !ts.isTypeLiteralNode(member.type)) return member;
    const schemas = member.type.members.map((schema) => {
      if (!ts.isPropertySignature(schema) || !schema.type || !(ts.isIdentifier(schema.name) || ts.isStringLiteral(schema.name))) return schema;
      const comments = ts.getSyntheticLeadingComments(schema) ?? [];
      const reference = names.schema(schema.name.text, schema.type, comments);
      return ts.setSyntheticLeadingComments(f.updatePropertySignature(schema, schema.modifiers, schema.name, schema.questionToken, reference), [...comments]);
    });
    return f.updatePropertySignature(member, member.modifiers, member.name, member.questionToken, f.createTypeLiteralNode(schemas));
  });
  return f.updateInterfaceDeclaration(components, components.modifiers, components.name, components.typeParameters, components.heritageClauses, members);
}
