/**
 * The 300 demo staff, worked out from the organisation (pure, deterministic): Chinese names with
 * pinyin accounts, job numbers, mobile numbers and e-mail addresses, a post and user groups each.
 */
import { DEMO_CLERK_ACCOUNT, DEMO_LEADER_ACCOUNT } from './accounts';
import { CLERK_ORG_NO, DEMO_ORGS, LEADER_ORG_NO, ROOT_STAFF, type DemoPostNo } from './organisation';
import { seededRandom } from './random';

export interface DemoPerson {
  account: string;
  name: string;
  jobNo: string;
  email: string;
  phone: string;
  /** null: the root organisation (FSSC). */
  orgNo: string | null;
  postNo: DemoPostNo;
  groupNos: string[];
}

const SURNAMES: [string, string][] = [
  ['王', 'wang'], ['李', 'li'], ['张', 'zhang'], ['刘', 'liu'], ['陈', 'chen'], ['杨', 'yang'], ['黄', 'huang'], ['赵', 'zhao'],
  ['吴', 'wu'], ['周', 'zhou'], ['徐', 'xu'], ['孙', 'sun'], ['马', 'ma'], ['朱', 'zhu'], ['胡', 'hu'], ['郭', 'guo'],
  ['何', 'he'], ['林', 'lin'], ['罗', 'luo'], ['高', 'gao'], ['郑', 'zheng'], ['梁', 'liang'], ['谢', 'xie'], ['宋', 'song'],
  ['唐', 'tang'], ['许', 'xu'], ['韩', 'han'], ['冯', 'feng'], ['邓', 'deng'], ['曹', 'cao'],
];

const GIVEN: [string, string][] = [
  ['伟', 'wei'], ['芳', 'fang'], ['娜', 'na'], ['敏', 'min'], ['静', 'jing'], ['丽', 'li'], ['强', 'qiang'], ['磊', 'lei'],
  ['军', 'jun'], ['洋', 'yang'], ['勇', 'yong'], ['艳', 'yan'], ['杰', 'jie'], ['娟', 'juan'], ['涛', 'tao'], ['明', 'ming'],
  ['超', 'chao'], ['霞', 'xia'], ['平', 'ping'], ['刚', 'gang'], ['华', 'hua'], ['玉', 'yu'], ['飞', 'fei'], ['鹏', 'peng'],
  ['辉', 'hui'], ['宇', 'yu'], ['婷', 'ting'], ['晨', 'chen'], ['欣', 'xin'], ['怡', 'yi'], ['佳', 'jia'], ['浩', 'hao'],
  ['思', 'si'], ['雨', 'yu'], ['俊', 'jun'], ['琳', 'lin'], ['倩', 'qian'], ['博', 'bo'], ['文', 'wen'], ['彤', 'tong'],
];

/** The demo leader and clerk, with their fixed names (the rest are drawn). */
const FIXED: Record<string, { name: string; jobNo: string }> = {
  [DEMO_LEADER_ACCOUNT]: { name: '陈思远', jobNo: 'FS10002' },
  [DEMO_CLERK_ACCOUNT]: { name: '林晓雯', jobNo: 'FS10003' },
};

export const DEMO_EMAIL_DOMAIN = 'fssc-demo.example.com';

/** Where in each organisation a member stands: the first leads it, the rest by the kind of work. */
function postOf(orgNo: string | null, index: number): DemoPostNo {
  if (orgNo === null) return index === 0 ? 'P-DIR' : 'P-AUD';
  const team = DEMO_ORGS.find((org) => org.orgNo === orgNo)!.parentNo !== null;
  if (index === 0) return team ? 'P-LEAD' : 'P-MGR';
  if (orgNo === 'FSSC-OPS-QA') return 'P-AUD';
  if (orgNo.startsWith('FSSC-TAX')) return index % 3 === 0 ? 'P-SACC' : 'P-TAX';
  if (orgNo === 'FSSC-TR-1') return index % 2 === 0 ? 'P-CASH' : 'P-ACC';
  return index % 4 === 0 ? 'P-SACC' : 'P-ACC';
}

function groupsOf(orgNo: string | null, postNo: DemoPostNo, index: number, n: number): string[] {
  const groups = ['G-ALL'];
  if (orgNo?.startsWith('FSSC-EXP-') && (postNo === 'P-ACC' || postNo === 'P-SACC')) groups.push('G-REVIEW');
  if (orgNo === 'FSSC-TR-1' || (orgNo?.startsWith('FSSC-AP-') && postNo === 'P-SACC')) groups.push('G-PAY');
  if (orgNo?.startsWith('FSSC-GL') || (orgNo === 'FSSC-AR' && index > 0)) groups.push('G-CLOSE');
  if (n % 19 === 7) groups.push('G-NEW');
  if (index === 1 && orgNo !== null && !orgNo.slice(5).includes('-')) groups.push('G-CONTACT');
  return groups;
}

/** The staff, the root's first, then each organisation's in the order of DEMO_ORGS. */
export function demoStaff(): DemoPerson[] {
  const random = seededRandom(20251128);
  const accounts = new Set<string>();
  const phones = new Set<string>();
  const people: DemoPerson[] = [];
  const places: { orgNo: string | null; count: number }[] = [
    { orgNo: null, count: ROOT_STAFF },
    ...DEMO_ORGS.map((org) => ({ orgNo: org.orgNo, count: org.staff })),
  ];
  for (const { orgNo, count } of places) {
    for (let index = 0; index < count; index += 1) {
      const n = people.length;
      const fixedAccount =
        orgNo === LEADER_ORG_NO && index === 0 ? DEMO_LEADER_ACCOUNT : orgNo === CLERK_ORG_NO && index === 1 ? DEMO_CLERK_ACCOUNT : null;
      const [surname, surnamePinyin] = random.pick(SURNAMES);
      const given = Array.from({ length: random.next() < 0.7 ? 2 : 1 }, () => random.pick(GIVEN));
      let account = fixedAccount ?? surnamePinyin + given.map(([, pinyin]) => pinyin).join('');
      for (let k = 2; accounts.has(account); k += 1) account = `${surnamePinyin}${given.map(([, pinyin]) => pinyin).join('')}${k}`;
      accounts.add(account);
      let phone: string;
      do phone = `1${random.pick(['35', '36', '37', '38', '39', '50', '58', '86', '88'])}${String(random.int(0, 99_999_999)).padStart(8, '0')}`;
      while (phones.has(phone));
      phones.add(phone);
      const postNo = postOf(orgNo, index);
      people.push({
        account,
        name: FIXED[account]?.name ?? surname + given.map(([char]) => char).join(''),
        jobNo: FIXED[account]?.jobNo ?? `FS${20001 + n}`,
        email: `${account}@${DEMO_EMAIL_DOMAIN}`,
        phone,
        orgNo,
        postNo,
        groupNos: groupsOf(orgNo, postNo, index, n),
      });
    }
  }
  return people;
}
