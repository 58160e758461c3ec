import type { ContentEntryDetail, ContentImage, ContentKind, Lang } from '@candor/shared';
import type { RaRecord } from 'react-admin';
import { apiCall, postFile } from '../../api/client';
import { filterOf, pageOf, pagedList, recordAt, type ResourceData } from '../../api/dataProvider';
import { entryBody, type EntryFormValues } from './contentModel';

const PATH = 'admin/content';

/** Pages, articles and announcements, filtered by kind; one entry with its history; a new entry. */
export const contentData: ResourceData = {
  list: pagedList(PATH, (p) => ({ ...pageOf(p), kind: typeof filterOf(p)['kind'] === 'string' ? String(filterOf(p)['kind']) : undefined })),
  one: recordAt(PATH),
  create: async (data) => (await apiCall('POST', PATH, { body: { kind: String(data['kind']) as ContentKind, ...entryBody(data as EntryFormValues), ...(data['slug'] ? { slug: String(data['slug']) } : {}) } })) as RaRecord,
};

export const updateEntry = (id: number, v: EntryFormValues): Promise<ContentEntryDetail> =>
  apiCall('POST', `${PATH}/${id}`, { body: entryBody(v) });

export const saveVersion = (id: number, v: { lang: Lang; title: string; summary: string; body: string }): Promise<ContentEntryDetail> =>
  apiCall('POST', `${PATH}/${id}/versions`, { body: v });

export const publishVersion = (id: number, lang: Lang, versionId: number): Promise<ContentEntryDetail> =>
  apiCall('POST', `${PATH}/${id}/publish`, { body: { lang, version_id: versionId } });

export const unpublishLang = (id: number, lang: Lang): Promise<ContentEntryDetail> =>
  apiCall('POST', `${PATH}/${id}/unpublish`, { body: { lang } });

/** Uploads an image for content: answers its public address, to put in a body's img. */
export const uploadImage = (file: File): Promise<ContentImage> => postFile<ContentImage>(`${PATH}/images`, file, file.name);
