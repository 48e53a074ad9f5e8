/** Puts in the demo organisation tree, posts, user groups and staff with their posts and groups. */
import type { Database } from '../client';
import { findOrgByNo, insertOrg } from '../repositories/orgs';
import { addPostHolders, insertPost } from '../repositories/posts';
import { addGroupMembers, insertUserGroup } from '../repositories/userGroups';
import { insertUsers } from '../repositories/users';
import { DEMO_GROUPS, DEMO_ORGS, DEMO_POSTS } from './organisation';
import { demoStaff, type DemoPerson } from './staff';

export interface DemoPeople {
  /** Organisation number -> id, the root (FSSC) included. */
  orgs: Map<string, number>;
  posts: Map<string, number>;
  groups: Map<string, number>;
  /** Each person with their id and organisation id. */
  staff: (DemoPerson & { id: number; orgId: number })[];
}

export const ROOT_ORG_NO = 'FSSC';

export async function seedDemoPeople(db: Database, passwordHash: string, now: Date): Promise<DemoPeople> {
  const root = await findOrgByNo(db, ROOT_ORG_NO);
  if (!root) throw new Error('the root organisation FSSC is missing: run the first-start seed first');
  const orgs = new Map<string, number>([[ROOT_ORG_NO, root.id]]);
  const paths = new Map<string, string>([[ROOT_ORG_NO, root.path]]);
  for (const [index, org] of DEMO_ORGS.entries()) {
    const parentNo = org.parentNo ?? ROOT_ORG_NO;
    const row = await insertOrg(
      db,
      { orgNo: org.orgNo, name: org.name, nameEn: org.nameEn, parentId: orgs.get(parentNo)!, sort: (index + 1) * 10, status: 1 },
      paths.get(parentNo)!,
      now,
    );
    orgs.set(org.orgNo, row.id);
    paths.set(org.orgNo, row.path);
  }

  const posts = new Map<string, number>();
  for (const [index, post] of DEMO_POSTS.entries()) {
    const parentId = post.parentNo === null ? null : posts.get(post.parentNo)!;
    posts.set(post.postNo, await insertPost(db, { postNo: post.postNo, name: post.name, nameEn: post.nameEn, parentId, sort: (index + 1) * 10 }, now));
  }
  const groups = new Map<string, number>();
  for (const group of DEMO_GROUPS) groups.set(group.groupNo, await insertUserGroup(db, group, now));

  const people = demoStaff();
  const ids = await insertUsers(
    db,
    people.map((person) => ({
      account: person.account,
      name: person.name,
      jobNo: person.jobNo,
      email: person.email,
      phone: person.phone,
      orgId: orgs.get(person.orgNo ?? ROOT_ORG_NO)!,
      passwordHash,
    })),
    now,
  );
  const staff = people.map((person, i) => ({ ...person, id: ids[i], orgId: orgs.get(person.orgNo ?? ROOT_ORG_NO)! }));
  for (const [postNo, postId] of posts) await addPostHolders(db, postId, staff.filter((person) => person.postNo === postNo).map((person) => person.id));
  for (const [groupNo, groupId] of groups)
    await addGroupMembers(db, groupId, staff.filter((person) => person.groupNos.includes(groupNo)).map((person) => person.id));
  return { orgs, posts, groups, staff };
}
