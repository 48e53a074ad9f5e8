/** Messages of favourites, in both languages. */
export const zhCN = {
  'favorite.exists': () => '已在收藏夹中',
  'favorite.notFound': () => '收藏不存在或已删除',
};

export const enUS: typeof zhCN = {
  'favorite.exists': () => 'Already in favourites',
  'favorite.notFound': () => 'Favourite not found or already deleted',
};

type AreaMessages = typeof zhCN;

declare module '../../i18n' {
  interface Messages extends AreaMessages {}
}
