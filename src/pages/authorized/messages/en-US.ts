/** English texts of the authorized page, loaded with the page (usePageT via ./index.ts), not part of the catalogue. */
const messages: Record<string, string> = {
  'authorized.title': 'Role holdings',
  'authorized.tab.list': 'Role holdings',
  'authorized.tab.byUser': 'By user',
  'authorized.empty': 'No role is held',
  'authorized.role': 'Role',
  'authorized.role.placeholder': 'All roles',
  'authorized.via': 'Held via',
  'authorized.via.user': 'User',
  'authorized.via.group': 'User group',
  'authorized.via.post': 'Post',
  'authorized.subjectCode': 'Holder code',
  'authorized.subjectName': 'Holder name',
  'authorized.keyword': 'Keyword',
  'authorized.keyword.placeholder': 'Start of the holder code or name',
  'authorized.byUser.user': 'User',
  'authorized.byUser.placeholder': 'Type an account, name or job number',
  'authorized.byUser.pick': 'Pick a user to see every role they hold',
  'authorized.byUser.none': 'This user holds no role',
  'authorized.byUser.viaName': 'Through',
  'authorized.byUser.direct': 'Given directly',
};

export default messages;
