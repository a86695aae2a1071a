/**
 * The demo products, one a line, ids 1..88 in order:
 * sub-category | name | shop id | brand | price | discount price | unit | stock | options | short description
 * brand `-` means none; stock `-` lets the seed's PRNG choose; options `c:Colour,…` and/or `s:Size,…`, or `-`.
 */
const TABLE = `
Fruit & Vegetables | Organic Honeycrisp Apples 1 kg | 1 | Green Valley | 4.99 | 3.99 | kg | - | - | Crisp, sweet apples from a family orchard, picked this week.
Fruit & Vegetables | Organic Hass Avocados (4 pack) | 1 | Green Valley | 6.49 | 0 | pack | - | - | Creamy avocados that ripen on your counter within two days.
Fruit & Vegetables | Vine Tomatoes 500 g | 1 | Meadow Farm | 2.99 | 0 | pack | - | - | Fragrant tomatoes still on the vine, grown in a solar greenhouse.
Fruit & Vegetables | Baby Spinach 250 g | 1 | Meadow Farm | 2.49 | 1.99 | pack | - | - | Tender washed leaves for salads, smoothies and quick sautés.
Fruit & Vegetables | Sweet Potatoes 1 kg | 1 | - | 3.29 | 0 | kg | - | - | Orange-fleshed sweet potatoes for roasting, baking and mash.
Pantry | Organic Honey 500 g | 1 | Harvest Table | 8.99 | 7.49 | jar | - | - | Raw wildflower honey, cold extracted to keep its aroma.
Pantry | Extra Virgin Olive Oil 750 ml | 1 | Harvest Table | 12.99 | 0 | bottle | - | - | Cold-pressed oil from a single estate, peppery and green.
Pantry | Whole Wheat Pasta 500 g | 1 | Harvest Table | 1.99 | 0 | pack | 0 | - | Bronze-cut wholewheat pasta with a rough surface that holds sauce.
Dairy & Eggs | Free-Range Eggs (12) | 1 | Meadow Farm | 4.49 | 0 | box | - | - | Large brown eggs from pasture-raised hens.
Dairy & Eggs | Greek Yogurt 1 kg | 1 | Meadow Farm | 5.49 | 4.99 | pcs | - | - | Thick strained yogurt with 10 % protein and live cultures.
Beverages | Cold Brew Coffee Concentrate 1 l | 1 | Harvest Table | 9.99 | 0 | bottle | 3 | - | Smooth, low-acid concentrate: mix one part with two parts water or milk.
Audio | Wireless Earbuds Pro | 3 | Volt | 59.99 | 49.99 | pcs | - | c:Black,White | Noise-cancelling earbuds with 30 hours of play time with the case.
Audio | Studio Over-Ear Headphones | 3 | Voltwave | 129.00 | 0 | pcs | - | c:Black | Closed-back headphones tuned for long, comfortable listening.
Audio | Wireless Noise-Cancelling Headphones | 3 | Voltwave | 199.00 | 169.00 | pcs | - | c:Black,Silver,Navy | Adaptive noise cancelling, 40-hour battery and multipoint pairing.
Audio | Portable Bluetooth Speaker | 3 | Volt | 45.00 | 0 | pcs | - | c:Black,Blue,Red | Waterproof speaker with deep bass and a 12-hour battery.
Phones & Accessories | 20W USB-C Fast Charger | 3 | Volt | 19.99 | 14.99 | pcs | - | c:White | Compact charger that fills most phones to 50 % in 30 minutes.
Phones & Accessories | Braided USB-C Cable 2 m | 3 | Volt | 9.99 | 0 | pcs | - | - | Nylon-braided cable rated for 60 W charging and 10,000 bends.
Phones & Accessories | 10000 mAh Power Bank | 3 | Volt | 29.99 | 0 | pcs | 2 | - | Slim power bank with USB-C in and out and 20 W fast charging.
Computers | Mechanical Keyboard TKL | 3 | Voltwave | 89.00 | 74.00 | pcs | - | c:Black,White | Tenkeyless keyboard with hot-swappable tactile switches.
Computers | Ergonomic Wireless Mouse | 3 | Voltwave | 34.99 | 0 | pcs | - | c:Black,Grey | Sculpted mouse with silent clicks and a 3-month battery.
Smart Home | Smart LED Desk Lamp | 3 | Lumen | 39.99 | 0 | pcs | - | c:White,Black | Dimmable lamp with warm-to-cool light and app control.
Smart Home | Wi-Fi Smart Plug (2 pack) | 3 | Lumen | 24.99 | 19.99 | pack | - | - | Schedule lamps and appliances from your phone or voice assistant.
Furniture | Oak Side Table | 2 | Oakline | 149.00 | 129.00 | pcs | - | c:Oak,White | Solid oak side table with a lower shelf and rounded edges.
Furniture | Linen Lounge Chair | 2 | Fjord | 329.00 | 0 | pcs | - | c:Beige,Grey,Olive | Deep lounge chair with removable washed-linen covers.
Furniture | Floating Wall Shelf 80 cm | 2 | Oakline | 49.00 | 0 | pcs | - | c:Oak,White | Wall shelf with hidden brackets that holds up to 15 kg.
Lighting | Paper Pendant Lamp | 2 | Fjord | 59.00 | 0 | pcs | - | c:White | Hand-folded paper shade that casts a soft, even glow.
Lighting | Ceramic Table Lamp | 2 | Fjord | 74.00 | 64.00 | pcs | - | c:Beige,Green | Glazed ceramic base with a linen shade and an inline dimmer.
Bedding | Linen Bed Sheet | 2 | Fjord | 89.00 | 0 | pcs | - | c:White,Beige,Grey s:Single,Double,Queen,King | Stonewashed French linen that gets softer with every wash.
Bedding | Down-Alternative Duvet | 2 | Fjord | 119.00 | 99.00 | pcs | - | s:Single,Double,Queen,King | All-season duvet with a hypoallergenic recycled fill.
Bedding | Waffle Knit Throw Blanket | 2 | Fjord | 54.00 | 0 | pcs | - | c:Beige,Grey,Pink | Cosy cotton waffle throw for the sofa or the foot of the bed.
Kitchen & Dining | Stoneware Dinner Set (12 pieces) | 2 | Oakline | 96.00 | 0 | set | - | c:White,Beige | Plates and bowls for four in speckled, dishwasher-safe stoneware.
Kitchen & Dining | Cast Iron Skillet 26 cm | 2 | Oakline | 39.00 | 0 | pcs | - | - | Pre-seasoned skillet that goes from hob to oven to table.
Kitchen & Dining | Glass Storage Jars (set of 3) | 2 | Oakline | 27.00 | 22.00 | set | - | - | Airtight borosilicate jars with bamboo lids.
Women's Clothing | Linen Wrap Dress | 4 | Urban Thread | 68.00 | 54.00 | pcs | - | c:Beige,Olive,Navy s:XS,S,M,L,XL | Breezy midi dress in washed linen with a self-tie waist.
Women's Clothing | Ribbed Cotton Cardigan | 4 | Urban Thread | 52.00 | 0 | pcs | - | c:Beige,Pink,Grey s:XS,S,M,L,XL | Soft rib-knit cardigan with horn-effect buttons.
Women's Clothing | High-Rise Straight Jeans | 4 | Northline | 74.00 | 0 | pcs | - | c:Blue,Black s:XS,S,M,L,XL | Rigid organic denim with a straight leg and a high rise.
Women's Clothing | Silk Blend Blouse | 4 | Northline | 64.00 | 0 | pcs | - | c:White,Black s:XS,S,M,L | Fluid silk-blend blouse with a relaxed fit.
Men's Clothing | Classic Oxford Shirt | 4 | Northline | 48.00 | 39.00 | pcs | - | c:White,Blue s:S,M,L,XL,XXL | Button-down oxford shirt in brushed organic cotton.
Men's Clothing | Slim Chino Trousers | 4 | Northline | 58.00 | 0 | pcs | - | c:Beige,Navy,Olive s:S,M,L,XL | Stretch-cotton chinos with a tapered leg.
Men's Clothing | Merino Crew Sweater | 4 | Northline | 89.00 | 0 | pcs | - | c:Navy,Grey s:S,M,L,XL,XXL | Fine-gauge merino that keeps warm without bulk.
Men's Clothing | Organic Cotton T-Shirt | 4 | Urban Thread | 22.00 | 18.00 | pcs | - | c:Black,White,Navy,Olive s:S,M,L,XL,XXL | Heavyweight organic cotton tee with a boxy fit.
Bags & Accessories | Canvas Weekender Bag | 4 | Urban Thread | 95.00 | 0 | pcs | - | c:Olive,Navy | Waxed canvas holdall with leather handles and a shoe pocket.
Bags & Accessories | Leather Card Wallet | 4 | Northline | 35.00 | 0 | pcs | - | c:Brown,Black | Slim vegetable-tanned wallet with four card slots.
Bags & Accessories | Wool Beanie | 4 | Urban Thread | 19.00 | 0 | pcs | - | c:Grey,Navy,Red,Yellow | Chunky rib beanie in recycled wool.
Sneakers | Everyday Canvas Sneakers | 5 | Stride | 59.00 | 49.00 | pair | - | c:White,Black,Navy s:38,39,40,41,42,43,44,45 | Classic low-top canvas sneakers with a natural rubber sole.
Sneakers | Knit Running Shoes | 5 | Stride | 95.00 | 0 | pair | - | c:Black,Grey,Blue s:38,39,40,41,42,43,44,45 | Breathable knit upper and a responsive foam midsole.
Sneakers | Retro Court Sneakers | 5 | Stride | 79.00 | 0 | pair | - | c:White,Green s:38,39,40,41,42,43,44 | Leather court shoes inspired by 1970s tennis.
Sneakers | Kids' Light-Up Sneakers | 5 | Stride | 42.00 | 35.00 | pair | - | c:Pink,Blue s:38,39,40 | Hook-and-loop sneakers with rechargeable lights in the sole.
Boots | Leather Chelsea Boots | 5 | Stride | 149.00 | 0 | pair | - | c:Brown,Black s:39,40,41,42,43,44,45 | Full-grain leather Chelsea boots with a Goodyear-welted sole.
Boots | Waterproof Hiking Boots | 7 | TrailMark | 139.00 | 119.00 | pair | - | c:Brown,Grey s:39,40,41,42,43,44,45 | Waterproof membrane, grippy lugs and ankle support for long days.
Boots | Suede Desert Boots | 5 | Stride | 119.00 | 0 | pair | 0 | c:Beige,Brown s:40,41,42,43,44 | Unlined suede desert boots with a crepe sole.
Sandals | Cork Footbed Sandals | 5 | Stride | 54.00 | 0 | pair | - | c:Brown,Black s:38,39,40,41,42,43,44 | Two-strap sandals with a contoured cork footbed.
Sandals | Sport Trail Sandals | 7 | TrailMark | 49.00 | 0 | pair | - | c:Black,Olive s:39,40,41,42,43,44,45 | Adjustable webbing sandals for rivers and rocky paths.
Sandals | Woven Leather Slides | 5 | Stride | 64.00 | 0 | pair | - | c:Brown,Beige s:38,39,40,41,42 | Hand-woven leather slides with a padded sole.
Sandals | Pool Slides | 5 | Stride | 19.00 | 15.00 | pair | - | c:Black,White,Blue s:38,39,40,41,42,43,44,45 | Soft one-piece slides for the pool, beach and gym.
Skincare | Vitamin C Brightening Serum 30 ml | 6 | Glow Lab | 32.00 | 27.00 | bottle | - | - | 15 % vitamin C with ferulic acid for a brighter, even tone.
Skincare | Hydrating Face Cream 50 ml | 6 | Glow Lab | 28.00 | 0 | jar | - | - | Rich cream with ceramides and squalane for dry skin.
Skincare | Mineral Sunscreen SPF 50 | 6 | Glow Lab | 19.00 | 0 | bottle | - | - | Lightweight zinc sunscreen with no white cast.
Skincare | Gentle Foaming Cleanser | 6 | PureLeaf | 16.00 | 0 | bottle | - | - | Low-pH cleanser that removes sunscreen and make-up.
Hair Care | Argan Oil Shampoo 400 ml | 6 | PureLeaf | 14.00 | 11.00 | bottle | - | - | Sulphate-free shampoo with cold-pressed argan oil.
Hair Care | Repair Hair Mask | 6 | PureLeaf | 18.00 | 0 | jar | - | - | Weekly mask with shea butter and keratin for damaged hair.
Hair Care | Bamboo Detangling Brush | 6 | PureLeaf | 12.00 | 0 | pcs | - | - | Flexible bristles that detangle wet or dry hair gently.
Wellness | Magnesium Sleep Tea (20 bags) | 6 | PureLeaf | 8.50 | 0 | box | - | - | Chamomile, lemon balm and magnesium for a calm evening.
Wellness | Lavender Essential Oil 10 ml | 6 | PureLeaf | 11.00 | 0 | bottle | - | - | Steam-distilled lavender oil from Provence.
Wellness | Aromatherapy Diffuser | 6 | Glow Lab | 39.00 | 33.00 | pcs | - | c:White,Oak | Ultrasonic diffuser with a timer and a soft night light.
Wellness | Daily Multivitamin (60 tablets) | 6 | PureLeaf | 15.00 | 0 | bottle | 1 | - | Two months of vitamins and minerals in one tablet a day.
Fitness | Non-Slip Yoga Mat 6 mm | 7 | Summit | 35.00 | 29.00 | pcs | - | c:Green,Pink,Black | Cushioned mat with a grippy surface on both sides.
Fitness | Adjustable Dumbbells 2 x 10 kg | 7 | Summit | 119.00 | 0 | set | - | - | Quick-change dumbbell pair that replaces a rack of weights.
Fitness | Resistance Bands (set of 5) | 7 | Summit | 24.00 | 0 | set | - | - | Five latex-free bands from extra light to extra heavy.
Fitness | Insulated Water Bottle 750 ml | 7 | Summit | 25.00 | 0 | bottle | - | c:Black,Blue,Green,White | Keeps drinks cold for 24 hours or hot for 12.
Camping | Two-Person Dome Tent | 7 | TrailMark | 189.00 | 159.00 | pcs | - | c:Green,Yellow | Freestanding tent that pitches in five minutes and weighs 2.1 kg.
Camping | Down Sleeping Bag | 7 | TrailMark | 149.00 | 0 | pcs | - | - | 650-fill down bag rated to −5 °C that packs to the size of a loaf.
Camping | Rechargeable Headlamp | 7 | TrailMark | 29.00 | 0 | pcs | - | - | 400-lumen headlamp with a red night mode and USB-C charging.
Camping | Packable Rain Jacket | 7 | TrailMark | 99.00 | 0 | pcs | - | c:Red,Navy,Black s:S,M,L,XL | Three-layer waterproof shell that packs into its own pocket.
Cycling | Cycling Helmet MIPS | 7 | Velo | 79.00 | 0 | pcs | - | c:White,Black s:S,M,L | Lightweight road helmet with MIPS protection and 18 vents.
Cycling | Bike Light Set | 7 | Velo | 34.00 | 28.00 | set | - | - | Front and rear USB-C lights, visible from 300 metres.
Cycling | Padded Cycling Shorts | 7 | Velo | 45.00 | 0 | pcs | - | s:S,M,L,XL | Bib-free shorts with a breathable chamois for long rides.
Toys | Wooden Rainbow Stacker | 8 | Little Sprouts | 29.00 | 0 | pcs | - | - | Seven nesting arches in water-based paint, for ages 1 and up.
Toys | Magnetic Building Tiles (60 pieces) | 8 | Brightbox | 59.00 | 49.00 | set | - | - | Bright magnetic tiles for towers, houses and marble runs.
Toys | Plush Sleepy Bear | 8 | Little Sprouts | 22.00 | 0 | pcs | - | c:Brown,Beige | A soft, huggable bear in organic cotton plush.
Toys | Junior Science Kit | 8 | Brightbox | 34.00 | 0 | set | - | - | Twenty safe experiments with crystals, volcanoes and slime.
Baby Care | Organic Cotton Baby Bodysuits (3 pack) | 8 | Little Sprouts | 26.00 | 21.00 | pack | - | - | Envelope-neck bodysuits in soft organic cotton.
Baby Care | Silicone Feeding Set | 8 | Little Sprouts | 24.00 | 0 | set | - | c:Green,Pink,Beige | Suction plate, bowl, cup and spoon in food-grade silicone.
Baby Care | Muslin Swaddle Blankets (2 pack) | 8 | Little Sprouts | 28.00 | 0 | pack | - | - | Breathable muslin swaddles that double as burp cloths.
School Supplies | Kids' Backpack | 8 | Brightbox | 39.00 | 0 | pcs | - | c:Blue,Red,Yellow | Lightweight backpack with a padded laptop sleeve and a chest strap.
School Supplies | Washable Markers (24 colours) | 8 | Brightbox | 12.00 | 9.50 | box | - | - | Bright markers that wash out of clothes and skin.
School Supplies | Stainless Lunch Box | 8 | Brightbox | 27.00 | 0 | pcs | - | - | Leak-proof bento box with three compartments.
School Supplies | Hardcover Sketchbook A4 | 8 | Brightbox | 14.00 | 0 | pcs | - | - | 100 pages of heavy acid-free paper for pencils and paint.
`;

export interface ProductData {
  subCategory: string;
  name: string;
  shopId: number;
  brand: string | null;
  price: number;
  discountPrice: number;
  unit: string;
  /** Null: the PRNG chooses. */
  stock: number | null;
  colors: string[];
  sizes: string[];
  shortDescription: string;
}

function parseOptions(text: string, prefix: 'c' | 's'): string[] {
  const part = text.split(' ').find((p) => p.startsWith(`${prefix}:`));
  return part ? part.slice(2).split(',') : [];
}

export const PRODUCT_DATA: ProductData[] = TABLE.trim()
  .split('\n')
  .map((line) => {
    const cells = line.split(' | ').map((cell) => cell.trim());
    if (cells.length !== 10) throw new Error(`products-data: bad line ${line}`);
    const [subCategory, name, shop, brand, price, discount, unit, stock, options, short] = cells as [
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    return {
      subCategory,
      name,
      shopId: Number(shop),
      brand: brand === '-' ? null : brand,
      price: Number(price),
      discountPrice: Number(discount),
      unit,
      stock: stock === '-' ? null : Number(stock),
      colors: parseOptions(options, 'c'),
      sizes: parseOptions(options, 's'),
      shortDescription: short,
    };
  });
