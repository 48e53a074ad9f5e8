import { PENDING_DOCUMENTS, firstDocuments } from '../utils';

describe('/list/basic utils', () => {
  it('numbers documents by kind, uniquely', () => {
    expect(new Set(PENDING_DOCUMENTS.map((doc) => doc.number)).size).toBe(PENDING_DOCUMENTS.length);
    expect(PENDING_DOCUMENTS[0].number).toBe('BX202605200023');
    expect(PENDING_DOCUMENTS[1].number).toMatch(/^FK/);
  });

  it('shows the first documents and says whether more are left', () => {
    expect(firstDocuments(PENDING_DOCUMENTS, 5)).toEqual({ shown: PENDING_DOCUMENTS.slice(0, 5), more: true });
    expect(firstDocuments(PENDING_DOCUMENTS, 30).more).toBe(false);
  });
});
