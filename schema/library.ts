// The library: folders in a tree, their assets and articles; reads for members, authoring for hosts (docs/api-library.md).
import { z } from 'zod';
import { numericId } from './common';
import { member } from './members';
import { RICH_TEXT_MAX } from './rich-text';

export const assetMediaTypes = ['image', 'video', 'audio', 'document', 'archive', 'other'] as const;
export const assetMediaType = z.enum(assetMediaTypes);
export type AssetMediaType = z.infer<typeof assetMediaType>;

/** A plan's name as the paywall route takes it (/paywall/{requiredPlanName}). */
const planName = z.string().trim().min(1).max(60).regex(/^[^/?#]+$/, 'A plan name cannot hold /, ? or #.');

/**
 * `locked`: the item carries a plan the viewer does not hold; opening it answers 403 with the plan, and the app
 * sends the member to the paywall (docs/product.md 2.4: sources folder, article, asset).
 */
export const folderSummary = z.object({
  id: z.number().int(),
  parent_id: z.number().int().nullable(),
  name: z.string(),
  description: z.string(),
  position: z.number().int(),
  required_plan: z.string().nullable(),
  locked: z.boolean(),
});
export type FolderSummary = z.infer<typeof folderSummary>;

export const asset = z.object({
  id: z.number().int(),
  folder_id: z.number().int(),
  name: z.string(),
  /** null while locked: the file is not given out. */
  file_url: z.string().nullable(),
  media_type: assetMediaType,
  size_bytes: z.number().int(),
  position: z.number().int(),
  required_plan: z.string().nullable(),
  locked: z.boolean(),
});
export type Asset = z.infer<typeof asset>;

export const articleSummary = z.object({
  id: z.number().int(),
  folder_id: z.number().int(),
  title: z.string(),
  cover_image_url: z.string().nullable(),
  /** null: a draft, listed to hosts only. */
  published_at: z.string().nullable(),
  updated_at: z.string(),
  required_plan: z.string().nullable(),
  locked: z.boolean(),
});
export type ArticleSummary = z.infer<typeof articleSummary>;

/** An article to read: its body is the server's allow-listed HTML, which the app reads through the same allow-list again. */
export const article = articleSummary.extend({
  body_html: z.string(),
  author: member.nullable(),
});
export type Article = z.infer<typeof article>;

/** GET /api/v2/folders (the root: folder null) and GET /api/v2/folders/{id}: the folder, its parents root first, and what it holds. */
export const folderListing = z.object({
  folder: folderSummary.nullable(),
  path: z.array(folderSummary),
  folders: z.array(folderSummary),
  assets: z.array(asset),
  articles: z.array(articleSummary),
});
export type FolderListing = z.infer<typeof folderListing>;

/** GET /api/v2/articles/{id}: the article and the folders that lead to it, root first (its own folder last). */
export const articleAnswer = z.object({ article, path: z.array(folderSummary) });
export type ArticleAnswer = z.infer<typeof articleAnswer>;

/** 403 for a plan the viewer lacks: the product's message and what the paywall needs to open and to lead back. */
export const planRequiredBody = z.object({
  errors: z.array(z.string()),
  required_plan: z.string(),
});

/** A folder search's find (search mode `folders`): `folder_id` is where it sits (a folder's parent; null at the root). */
export const libraryHit = z.object({
  kind: z.enum(['folder', 'article', 'asset']),
  id: z.number().int(),
  folder_id: z.number().int().nullable(),
  title: z.string(),
  media_type: assetMediaType.nullable(),
  /** an asset's file, null for the rest and while locked */
  file_url: z.string().nullable(),
  required_plan: z.string().nullable(),
  locked: z.boolean(),
});
export type LibraryHit = z.infer<typeof libraryHit>;

export const folderParams = z.object({ id: numericId });
export const articleParams = z.object({ id: numericId });

const position = z.number().int().min(0).max(1_000_000);
const folderName = z.string().trim().min(1, 'Please enter a name.').max(120, 'This name is too long.');
const description = z.string().trim().max(2000, 'This description is too long.');
const title = z.string().trim().min(1, 'Please enter a title.').max(200, 'This title is too long.');
const body = z.string().max(RICH_TEXT_MAX, 'This article is too long.');
const imageUrl = z
  .string()
  .trim()
  .max(2000)
  .regex(/^(https?:\/\/|\/uploads\/)/i, 'The cover image must be an http(s) address or an upload.');

const folderFields = {
  parent_id: numericId.nullable(),
  name: folderName,
  description,
  position,
  required_plan: planName.nullable(),
};
/** POST /api/v2/folders (hosts). parent_id null: a folder at the root. */
export const folderCreate = z.object({
  ...folderFields,
  parent_id: folderFields.parent_id.default(null),
  description: description.default(''),
  position: position.default(0),
  required_plan: folderFields.required_plan.default(null),
});
export type FolderCreate = z.infer<typeof folderCreate>;
/** PATCH /api/v2/folders/{id} (hosts): the fields given change; moving under itself or a descendant is refused. */
export const folderUpdate = z.object(folderFields).partial();
export type FolderUpdate = z.infer<typeof folderUpdate>;

const articleFields = {
  folder_id: numericId,
  title,
  body_html: body,
  cover_image_url: imageUrl.nullable(),
  published: z.boolean(),
  position,
  required_plan: planName.nullable(),
};
/** POST /api/v2/articles (hosts). The body is kept only as the server's allow-listed HTML. */
export const articleCreate = z.object({
  ...articleFields,
  body_html: body.default(''),
  cover_image_url: articleFields.cover_image_url.default(null),
  published: z.boolean().default(true),
  position: position.default(0),
  required_plan: articleFields.required_plan.default(null),
});
export type ArticleCreate = z.infer<typeof articleCreate>;
/** PATCH /api/v2/articles/{id} (hosts): the fields given change. */
export const articleUpdate = z.object(articleFields).partial();
export type ArticleUpdate = z.infer<typeof articleUpdate>;

export const folderResponse = z.object({ folder: folderSummary });
export const articleResponse = z.object({ article });
