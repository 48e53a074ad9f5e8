/** Posts (positions) of the back office: one tree, and the roles each post gives its holders. */
import type { Static } from '@sinclair/typebox';
import type {
  CreatePostBody,
  PostItem as PostItemSchema,
  PostNode as PostNodeSchema,
  UpdatePostBody,
} from '../../server/plugins/posts/contract';
import { requestData } from './request';

export type PostNode = Static<typeof PostNodeSchema>;
export type PostItem = Static<typeof PostItemSchema>;
export type PostInput = Static<typeof CreatePostBody>;
export type PostChange = Static<typeof UpdatePostBody>;

export function fetchPostTree(): Promise<PostNode[]> {
  return requestData<PostNode[]>('/api/posts', { method: 'GET' });
}

export function createPost(data: PostInput): Promise<PostItem> {
  return requestData<PostItem>('/api/posts', { method: 'POST', data });
}

export function updatePost(id: number, data: PostChange): Promise<PostItem> {
  return requestData<PostItem>(`/api/posts/${id}`, { method: 'PUT', data });
}

export function deletePost(id: number): Promise<null> {
  return requestData<null>(`/api/posts/${id}`, { method: 'DELETE' });
}

/** Replaces every role the post gives. */
export function setPostRoles(id: number, roleIds: number[]): Promise<PostItem> {
  return requestData<PostItem>(`/api/posts/${id}/roles`, { method: 'PUT', data: { roleIds } });
}
