import { parsePdfInfo } from './pdfinfo-output-parser';

const SAMPLE = `Title:           Q3: Results & Plans
Author:          Jane Doe
Creator:         Writer
Producer:        LibreOffice 7.4
CreationDate:    2024-01-02T03:04:05Z
Tagged:          no
Pages:           12
Encrypted:       yes (print:yes copy:no change:no addNotes:no algorithm:AES)
Page size:       612 x 792 pts (letter)
PDF version:     1.7
Subject:         
`;

describe('parsePdfInfo', () => {
  it('reads page count, encryption flag and metadata fields', () => {
    const info = parsePdfInfo(SAMPLE);
    expect(info.totalPages).toBe(12);
    expect(info.encrypted).toBe(true);
    expect(info.metadata).toEqual({
      title: 'Q3: Results & Plans',
      author: 'Jane Doe',
      creator: 'Writer',
      producer: 'LibreOffice 7.4',
      creationDate: '2024-01-02T03:04:05Z',
      tagged: 'no',
      pageSize: '612 x 792 pts (letter)',
      pdfVersion: '1.7',
    });
  });

  it('defaults to zero pages when the count is missing', () => {
    expect(parsePdfInfo('Encrypted: no\n')).toEqual({ totalPages: 0, encrypted: false, metadata: {} });
  });
});
