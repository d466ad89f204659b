import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { FACETS } from '@shop/contract';

/** The spec's field names are kept at the API edge for its client; this glossary says what they mean. */
const LEGACY_FIELDS = `
The calls keep the field names of the original client (product spec, section 7). What they mean:

| field | meaning |
|---|---|
| code | 200 success, 300 none / unknown; errors carry the HTTP status and a message |
| pid | product id · catno: catalogue number · productname: product name |
| size1..size3, price1..price3 | the three pack sizes and their prices in yuan |
| imginfo.imagepath | picture URL · recommend: related product ids (staff's list, then same target, then secondaries for the host) |
| search_tag | comma-separated tags shown as icons |
| searchword / searchdata | free text, \`None\` for no word · searchpageid / pageid: 1-based page |
| correctedword | in a search answer when nothing matched as typed and a word one letter away was searched instead ("Calbindin" for "Calbindn") |
| ${FACETS.join(', ')} | filters (the list page's, declared in @shop/contract's products/product-fields.ts), as bracketed lists \`['A','B']\` |
| predicted | 1: the reactivity filter also finds products predicted (by homology) to react with a chosen species · predictedreactivity: those species, kept apart from the tested \`reactivity\` |
| formzh, storagezh, buffersystemzh, … | the Chinese version of a free text, '' when the supplier gave none (zh pages show it in the English text's place) |
| sds | a product's safety data sheets per language (its own, else its product type's) · coalookup: a lot's certificate by catno and lot |
| islogin.password | the opaque session token (never a password); send \`Authorization: <uid>:<token>\` |
| mdve | e-mail verification token, sent back in the \`mdve\` header |
| carid / cartid | basket row id · priceid: which of the three sizes (1-3) |
| addrid, recname, recphone, recaddr | delivery address id, receiver name, phone, street address |
| orderlistid | order id · need_tax: invoice wanted · is_tax/taxid: invoice issued and its number |
| is_paid, is_delete | order paid; order cancelled |
| agentname, adress, enorch | distributor name, address, language (zh/en) |
| textid, textname_ch/_en, textedit_ch/_en | promotion id, titles and rich text by language |
`;

export function setUpApiDocs(app: INestApplication): void {
  const config = new DocumentBuilder()
    .setTitle('Antibody Shop API')
    .setDescription(`Calls of the bilingual antibody shop, under /api. Posts are URL-encoded forms.\n${LEGACY_FIELDS}`)
    .setVersion('1')
    .addApiKey({ type: 'apiKey', in: 'header', name: 'Authorization', description: '<uid>:<session token>' }, 'session')
    .build();
  const document = SwaggerModule.createDocument(app, config);
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json' });
}
