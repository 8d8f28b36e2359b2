-- After the generated title columns (0251_gen…): the demo booking notes a database already holds get the
-- headings of the other languages the demo writes now (domains/content/demoContent.ts), so the Chinese UI
-- stops showing English headings. Only rows still carrying the demo's English heading and no other.
UPDATE booking_notes SET title_zh = '海运：VGM 与危险品', title_tr = '海運：VGM 與危險品', title_es = 'Marítimo: VGM y mercancías peligrosas'
  WHERE title = 'Sea: VGM and dangerous goods' AND title_zh IS NULL AND title_tr IS NULL AND title_es IS NULL;
UPDATE booking_notes SET title_zh = '上海—汉堡：冬季附加费', title_tr = '上海—漢堡：冬季附加費', title_es = 'Shanghái – Hamburgo: recargo de invierno'
  WHERE title = 'Shanghai – Hamburg: winter surcharge' AND title_zh IS NULL AND title_tr IS NULL AND title_es IS NULL;
UPDATE booking_notes SET title_zh = '铁路：过境单证', title_tr = '鐵路：過境單證', title_es = 'Ferrocarril: documentos de frontera'
  WHERE title = 'Rail: border documents' AND title_zh IS NULL AND title_tr IS NULL AND title_es IS NULL;
UPDATE booking_notes SET title_zh = '空运：锂电池', title_tr = '空運：鋰電池', title_es = 'Aéreo: baterías de litio'
  WHERE title = 'Air: lithium batteries' AND title_zh IS NULL AND title_tr IS NULL AND title_es IS NULL;
