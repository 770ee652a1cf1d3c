/**
 * The benchmark's store, loaded through the content API: 100 media, 200 preorder products with
 * 3 variants each, 200 products, 10 published announcements, 5 hero slides, and 3 recommendation
 * lists of 8 references mixing both collections.
 */
async function post(base: string, url: string, body: unknown) {
  const response = await fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (response.status >= 300) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as { doc: { id: string } };
}

export async function loadFixture(base: string) {
  const media: string[] = [];
  for (let index = 0; index < 100; index += 1) {
    media.push((await post(base, '/api/media', { url: `https://cdn.example.com/m/${index}.jpg`, alt: `Image ${index}`, width: 1200, height: 800 })).doc.id);
  }
  const day = 86_400_000;
  const preorders: string[] = [];
  for (let index = 0; index < 200; index += 1) {
    const { doc } = await post(base, '/api/preorder-products', {
      title: `Campaign ${index}`, description: `Preorder campaign number ${index}`, status: 'published', _status: 'published',
      backendId: `prod_pre_${index}`, seedId: `seed-pre-${index}`, handle: `campaign-${index}`,
      thumbnail: { relationTo: 'media', value: media[index % 100] },
      images: [{ relationTo: 'media', value: media[index % 100] }, { relationTo: 'media', value: media[(index + 1) % 100] }],
      fundingGoal: 500, orderCount: 120 + index, fakeOrderCount: 10, startPrice: 4900,
      preorderStartDate: new Date(Date.now() - 10 * day).toISOString(),
      preorderEndDate: new Date(Date.now() + (index % 40) * day + 3_600_000).toISOString(),
      variants: ['S', 'M', 'L'].map((size, variant) => ({
        id: `var_${index}_${size}`, title: size, sku: `C${index}-${size}`, currentOrders: 40 + variant, maxOrders: 100,
        prices: [{ amount: 4900, currency_code: 'eur' }], options: { Size: size },
      })),
    });
    preorders.push(doc.id);
  }
  const products: string[] = [];
  for (let index = 0; index < 200; index += 1) {
    const { doc } = await post(base, '/api/products', {
      title: `Product ${index}`, description: `In stock item ${index}`, status: index % 10 === 0 ? 'draft' : 'published',
      backendId: `prod_${index}`, handle: `product-${index}`, startPrice: 1900,
      images: [{ relationTo: 'media', value: media[(index + 50) % 100] }],
    });
    products.push(doc.id);
  }
  for (let index = 0; index < 10; index += 1) {
    await post(base, '/api/announcements', {
      title: `Announcement ${index}`, type: 'news', summary: `Summary ${index}`, priority: index, status: 'published',
      showOnHomepage: true, publishedAt: new Date().toISOString(),
    });
  }
  await post(base, '/api/globals/hero-slider', {
    slides: Array.from({ length: 5 }, (_, index) => ({ id: `s${index}`, title: `Slide ${index}`, image: { relationTo: 'media', value: media[index] }, link: `/c/${index}` })),
  });
  await post(base, '/api/globals/product-recommendations', {
    enabled: true,
    lists: Array.from({ length: 3 }, (_, list) => ({
      id: `list-${list}`, title: `List ${list}`, subtitle: 'Picked for you', preorder: list === 0,
      products: Array.from({ length: 8 }, (_, index) => (index % 2 === 0
        ? { relationTo: 'preorder-products', value: preorders[list * 8 + index] }
        : { relationTo: 'products', value: products[list * 8 + index] })),
    })),
  });
  return { preorderId: preorders[0]!, preorderBackendId: 'prod_pre_1', preorderSeedId: 'seed-pre-2' };
}
