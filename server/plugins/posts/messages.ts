/** Messages of the posts API, in both languages (gathered by server/i18n.ts). */
export const zhCN = {
  'post.notFound': () => '岗位不存在',
  'post.parentNotFound': () => 'parentId 指向的上级岗位不存在',
  'post.parentInSubtree': () => 'parentId 不能是该岗位自身或其下级岗位',
  'post.postNoTaken': (p: { postNo: string }) => `postNo 岗位编号 ${p.postNo} 已存在`,
  'post.hasChildren': (p: { count: number }) => `该岗位下还有 ${p.count} 个下级岗位，不能删除`,
  'post.hasUsers': (p: { count: number }) => `该岗位还有 ${p.count} 个用户在岗，不能删除`,
  'post.unknownRoles': (p: { ids: string }) => `roleIds 中的角色不存在：${p.ids}`,
  'post.unknownPosts': (p: { ids: string }) => `postIds 中的岗位不存在：${p.ids}`,
};

export const enUS: typeof zhCN = {
  'post.notFound': () => 'Post not found',
  'post.parentNotFound': () => 'parentId: the parent post does not exist',
  'post.parentInSubtree': () => 'parentId must not be the post itself or one below it',
  'post.postNoTaken': (p) => `postNo: post number ${p.postNo} is already in use`,
  'post.hasChildren': (p) =>
    `The post still has ${p.count} child ${p.count === 1 ? 'post' : 'posts'}; it cannot be deleted`,
  'post.hasUsers': (p) => `The post still has ${p.count} ${p.count === 1 ? 'user' : 'users'}; it cannot be deleted`,
  'post.unknownRoles': (p) => `roleIds: no role with id ${p.ids}`,
  'post.unknownPosts': (p) => `postIds: no post with id ${p.ids}`,
};

type AreaMessages = typeof zhCN;

declare module '../../i18n' {
  interface Messages extends AreaMessages {}
}
