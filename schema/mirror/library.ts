// The library on the device: folders the member opened, with what they listed, and the articles they opened.
import type { Article, FolderListing, FolderSummary } from '../library';
import { defineTable } from './table';

/** The key of the root's listing; a folder's is its id as text. */
export const ROOT_FOLDER_KEY = 'root';
export const folderKey = (folderId: number | null): string => (folderId === null ? ROOT_FOLDER_KEY : String(folderId));

/** What kv `libraryLocks` is keyed by: a folder or article the server refused for a plan the member lacks. */
export const libraryLockKey = (kind: 'folder' | 'article', id: number): string => `${kind}:${id}`;

/** A folder as last read (the root: key 'root', folder null), and when the member last opened it on this device. */
export interface LocalFolderListing extends FolderListing {
  key: string;
  opened_at: number;
}

/** An article as last read, with the folders leading to it (root first), and when the member last opened it. */
export interface LocalArticle extends Article {
  path: FolderSummary[];
  opened_at: number;
}

export const folderListingsTable = defineTable<LocalFolderListing, 'key'>()('folder_listings', '&key, opened_at');
export const articlesTable = defineTable<LocalArticle, 'id'>()('articles', '&id, opened_at, folder_id');
