/**
 * The demo marketplace's own content in Arabic (server/content/shop-content.ts serves it to an Arabic caller, the
 * English staying the shop's default). Keyed by the English it translates, so the seed's data files stay the one
 * list of what exists; tests/server/seed-content-ar.test.ts fails on anything seeded without its Arabic.
 */

/** Products by their English name (server/db/seed/products-data.ts): the name and the short description. */
export const ARABIC_PRODUCTS: Record<string, { name: string; short: string }> = {
  'Organic Honeycrisp Apples 1 kg': {
    name: 'تفاح هوني كريسب عضوي 1 كغ',
    short: 'تفاح مقرمش وحلو من بستان عائلي، قُطف هذا الأسبوع.',
  },
  'Organic Hass Avocados (4 pack)': {
    name: 'أفوكادو هاس عضوي (عبوة 4 حبات)',
    short: 'أفوكادو كريمي القوام ينضج على رف مطبخك خلال يومين.',
  },
  'Vine Tomatoes 500 g': {
    name: 'طماطم على العنقود 500 غ',
    short: 'طماطم عطرة ما زالت على عنقودها، مزروعة في بيت محمي يعمل بالطاقة الشمسية.',
  },
  'Baby Spinach 250 g': {
    name: 'سبانخ صغيرة 250 غ',
    short: 'أوراق طرية مغسولة، جاهزة للسلطات والسموذي والتشويح السريع.',
  },
  'Sweet Potatoes 1 kg': {
    name: 'بطاطا حلوة 1 كغ',
    short: 'بطاطا حلوة برتقالية اللب، مثالية للشوي في الفرن والخَبز والهريس.',
  },
  'Organic Honey 500 g': {
    name: 'عسل عضوي 500 غ',
    short: 'عسل زهور برية خام، مستخلص على البارد ليحتفظ برائحته.',
  },
  'Extra Virgin Olive Oil 750 ml': {
    name: 'زيت زيتون بكر ممتاز 750 مل',
    short: 'زيت معصور على البارد من مزرعة واحدة، بطعم أخضر ولمسة فلفلية لاذعة.',
  },
  'Whole Wheat Pasta 500 g': {
    name: 'معكرونة القمح الكامل 500 غ',
    short: 'معكرونة من القمح الكامل مشكّلة بقوالب برونزية، سطحها الخشن يحتفظ بالصلصة.',
  },
  'Free-Range Eggs (12)': {
    name: 'بيض دجاج حر التربية (12 حبة)',
    short: 'بيض بني كبير من دجاج يُربّى في المراعي.',
  },
  'Greek Yogurt 1 kg': {
    name: 'زبادي يوناني 1 كغ',
    short: 'زبادي مصفّى كثيف القوام، يحتوي على 10% بروتين وبكتيريا نافعة حية.',
  },
  'Cold Brew Coffee Concentrate 1 l': {
    name: 'مركّز قهوة كولد برو 1 لتر',
    short: 'مركّز ناعم قليل الحموضة: اخلط جزءًا منه مع جزأين من الماء أو الحليب.',
  },
  'Wireless Earbuds Pro': {
    name: 'سماعات أذن لاسلكية Pro',
    short: 'سماعات بخاصية إلغاء الضوضاء، تعمل حتى 30 ساعة مع علبة الشحن.',
  },
  'Studio Over-Ear Headphones': {
    name: 'سماعات رأس استوديو تغطي الأذن',
    short: 'سماعات مغلقة من الخلف، مضبوطة للاستماع المريح لساعات طويلة.',
  },
  'Wireless Noise-Cancelling Headphones': {
    name: 'سماعات رأس لاسلكية بخاصية إلغاء الضوضاء',
    short: 'إلغاء تكيّفي للضوضاء، وبطارية تدوم 40 ساعة، واقتران بعدة أجهزة في آن واحد.',
  },
  'Portable Bluetooth Speaker': {
    name: 'سماعة بلوتوث محمولة',
    short: 'سماعة مقاومة للماء بصوت جهير عميق وبطارية تدوم 12 ساعة.',
  },
  '20W USB-C Fast Charger': {
    name: 'شاحن سريع USB-C بقدرة 20 واط',
    short: 'شاحن صغير الحجم يشحن معظم الهواتف إلى 50% في 30 دقيقة.',
  },
  'Braided USB-C Cable 2 m': {
    name: 'كابل USB-C مضفّر 2 م',
    short: 'كابل مغلّف بالنايلون المضفّر، يدعم الشحن بقدرة 60 واط ويتحمّل 10,000 انثناءة.',
  },
  '10000 mAh Power Bank': {
    name: 'شاحن متنقل 10000 mAh',
    short: 'شاحن متنقل نحيف بمنفذ USB-C للإدخال والإخراج وشحن سريع بقدرة 20 واط.',
  },
  'Mechanical Keyboard TKL': {
    name: 'لوحة مفاتيح ميكانيكية TKL',
    short: 'لوحة مفاتيح بلا لوحة أرقام جانبية، بمفاتيح لمسية قابلة للاستبدال دون لحام.',
  },
  'Ergonomic Wireless Mouse': {
    name: 'ماوس لاسلكي مريح التصميم',
    short: 'ماوس بتصميم يلائم راحة اليد، بنقرات صامتة وبطارية تدوم 3 أشهر.',
  },
  'Smart LED Desk Lamp': {
    name: 'مصباح مكتب LED ذكي',
    short: 'مصباح قابل للتعتيم بإضاءة من الدافئة إلى الباردة، تتحكم به عبر التطبيق.',
  },
  'Wi-Fi Smart Plug (2 pack)': {
    name: 'قابس ذكي Wi-Fi (عبوة قطعتين)',
    short: 'جدوِل تشغيل المصابيح والأجهزة من هاتفك أو عبر المساعد الصوتي.',
  },
  'Oak Side Table': {
    name: 'طاولة جانبية من خشب البلوط',
    short: 'طاولة جانبية من خشب البلوط الصلب، برف سفلي وحواف مستديرة.',
  },
  'Linen Lounge Chair': {
    name: 'كرسي استرخاء من الكتان',
    short: 'كرسي استرخاء عميق بأغطية من الكتان المغسول قابلة للنزع.',
  },
  'Floating Wall Shelf 80 cm': {
    name: 'رف جداري عائم 80 سم',
    short: 'رف جداري بحوامل مخفية يتحمّل حتى 15 كغ.',
  },
  'Paper Pendant Lamp': {
    name: 'مصباح معلّق من الورق',
    short: 'غطاء ورقي مطوي يدويًا ينشر ضوءًا ناعمًا ومتجانسًا.',
  },
  'Ceramic Table Lamp': {
    name: 'مصباح طاولة من السيراميك',
    short: 'قاعدة من السيراميك المزجّج مع غطاء من الكتان ومفتاح تعتيم على السلك.',
  },
  'Linen Bed Sheet': {
    name: 'شرشف سرير من الكتان',
    short: 'كتان فرنسي مغسول بالحجر يزداد نعومة مع كل غسلة.',
  },
  'Down-Alternative Duvet': {
    name: 'لحاف بحشوة بديلة للريش',
    short: 'لحاف لجميع الفصول بحشوة معاد تدويرها لا تسبب الحساسية.',
  },
  'Waffle Knit Throw Blanket': {
    name: 'بطانية خفيفة بنسيج الوافل',
    short: 'بطانية قطنية دافئة بنسيج الوافل للكنبة أو لطرف السرير.',
  },
  'Stoneware Dinner Set (12 pieces)': {
    name: 'طقم عشاء من الفخار الحجري (12 قطعة)',
    short: 'صحون وأوعية لأربعة أشخاص من الفخار الحجري المنقّط، آمنة في غسالة الصحون.',
  },
  'Cast Iron Skillet 26 cm': {
    name: 'مقلاة من الحديد الزهر 26 سم',
    short: 'مقلاة معالجة مسبقًا تنتقل من الموقد إلى الفرن إلى المائدة.',
  },
  'Glass Storage Jars (set of 3)': {
    name: 'برطمانات تخزين زجاجية (طقم من 3)',
    short: 'برطمانات من زجاج البوروسيليكات محكمة الإغلاق بأغطية من الخيزران.',
  },
  'Linen Wrap Dress': {
    name: 'فستان لفّ من الكتان',
    short: 'فستان ميدي خفيف من الكتان المغسول بحزام يُربط عند الخصر.',
  },
  'Ribbed Cotton Cardigan': {
    name: 'كارديغان قطني مضلّع',
    short: 'كارديغان ناعم بحياكة مضلّعة وأزرار تشبه القرن.',
  },
  'High-Rise Straight Jeans': {
    name: 'جينز بقصّة مستقيمة وخصر عالٍ',
    short: 'دنيم عضوي متين غير مطاطي بساق مستقيمة وخصر عالٍ.',
  },
  'Silk Blend Blouse': {
    name: 'بلوزة من مزيج الحرير',
    short: 'بلوزة انسيابية من مزيج الحرير بقصّة مريحة.',
  },
  'Classic Oxford Shirt': {
    name: 'قميص أكسفورد كلاسيكي',
    short: 'قميص أكسفورد بياقة مزرّرة من القطن العضوي ذي الملمس الناعم.',
  },
  'Slim Chino Trousers': {
    name: 'بنطال تشينو بقصّة ضيقة',
    short: 'بنطال تشينو من القطن المطاطي بساق تضيق نحو الأسفل.',
  },
  'Merino Crew Sweater': {
    name: 'كنزة ميرينو برقبة دائرية',
    short: 'صوف ميرينو بحياكة دقيقة يمنح الدفء دون أن يكون ثقيلًا.',
  },
  'Organic Cotton T-Shirt': {
    name: 'تي شيرت من القطن العضوي',
    short: 'تي شيرت من القطن العضوي الثقيل بقصّة مربعة واسعة.',
  },
  'Canvas Weekender Bag': {
    name: 'حقيبة رحلات قصيرة من الكانفاس',
    short: 'حقيبة من الكانفاس المشمّع بمقابض جلدية وجيب للأحذية.',
  },
  'Leather Card Wallet': {
    name: 'محفظة بطاقات جلدية',
    short: 'محفظة نحيفة من الجلد المدبوغ نباتيًا بأربع خانات للبطاقات.',
  },
  'Wool Beanie': {
    name: 'قبعة بيني من الصوف',
    short: 'قبعة مضلّعة سميكة من الصوف المعاد تدويره.',
  },
  'Everyday Canvas Sneakers': {
    name: 'حذاء رياضي من الكانفاس للاستخدام اليومي',
    short: 'حذاء رياضي كلاسيكي منخفض من الكانفاس بنعل من المطاط الطبيعي.',
  },
  'Knit Running Shoes': {
    name: 'حذاء جري محبوك',
    short: 'جزء علوي محبوك يسمح بمرور الهواء ونعل أوسط من الفوم سريع الاستجابة.',
  },
  'Retro Court Sneakers': {
    name: 'حذاء ملاعب رياضي بطابع ريترو',
    short: 'حذاء ملاعب من الجلد مستوحى من أحذية التنس في سبعينيات القرن الماضي.',
  },
  "Kids' Light-Up Sneakers": {
    name: 'حذاء رياضي مضيء للأطفال',
    short: 'حذاء رياضي بإغلاق لاصق وأضواء قابلة لإعادة الشحن في النعل.',
  },
  'Leather Chelsea Boots': {
    name: 'جزمة تشيلسي جلدية',
    short: 'جزمة تشيلسي من الجلد الطبيعي الكامل بنعل مخيط بتقنية Goodyear.',
  },
  'Waterproof Hiking Boots': {
    name: 'جزمة مشي جبلي مقاومة للماء',
    short: 'غشاء مقاوم للماء، ونعل بنتوءات تمنح ثباتًا قويًا، ودعم للكاحل في الأيام الطويلة.',
  },
  'Suede Desert Boots': {
    name: 'جزمة ديزرت من الشامواه',
    short: 'جزمة ديزرت من الشامواه بلا بطانة ونعل من الكريب.',
  },
  'Cork Footbed Sandals': {
    name: 'صندل بفرشة من الفلين',
    short: 'صندل بحزامين وفرشة من الفلين تتبع شكل القدم.',
  },
  'Sport Trail Sandals': {
    name: 'صندل رياضي للمسارات الوعرة',
    short: 'صندل بأحزمة نسيجية قابلة للتعديل للأنهار والمسارات الصخرية.',
  },
  'Woven Leather Slides': {
    name: 'شبشب من الجلد المنسوج',
    short: 'شبشب من الجلد المنسوج يدويًا بنعل مبطّن.',
  },
  'Pool Slides': {
    name: 'شبشب للمسبح',
    short: 'شبشب ناعم من قطعة واحدة للمسبح والشاطئ والنادي الرياضي.',
  },
  'Vitamin C Brightening Serum 30 ml': {
    name: 'سيروم فيتامين C للتفتيح 30 مل',
    short: 'فيتامين C بتركيز 15% مع حمض الفيروليك لبشرة أكثر إشراقًا ولون موحّد.',
  },
  'Hydrating Face Cream 50 ml': {
    name: 'كريم مرطّب للوجه 50 مل',
    short: 'كريم غني بالسيراميد والسكوالين للبشرة الجافة.',
  },
  'Mineral Sunscreen SPF 50': {
    name: 'واقي شمس معدني SPF 50',
    short: 'واقي شمس خفيف بأكسيد الزنك لا يترك أثرًا أبيض.',
  },
  'Gentle Foaming Cleanser': {
    name: 'غسول رغوي لطيف',
    short: 'غسول بدرجة pH منخفضة يزيل واقي الشمس والمكياج.',
  },
  'Argan Oil Shampoo 400 ml': {
    name: 'شامبو بزيت الأرغان 400 مل',
    short: 'شامبو خالٍ من الكبريتات بزيت الأرغان المعصور على البارد.',
  },
  'Repair Hair Mask': {
    name: 'ماسك لإصلاح الشعر',
    short: 'ماسك أسبوعي بزبدة الشيا والكيراتين للشعر التالف.',
  },
  'Bamboo Detangling Brush': {
    name: 'فرشاة بامبو لفك تشابك الشعر',
    short: 'شعيرات مرنة تفك تشابك الشعر المبلل أو الجاف بلطف.',
  },
  'Magnesium Sleep Tea (20 bags)': {
    name: 'شاي النوم بالمغنيسيوم (20 كيسًا)',
    short: 'بابونج ومليسة ومغنيسيوم لأمسية هادئة.',
  },
  'Lavender Essential Oil 10 ml': {
    name: 'زيت اللافندر العطري 10 مل',
    short: 'زيت لافندر مقطّر بالبخار من منطقة بروفانس.',
  },
  'Aromatherapy Diffuser': {
    name: 'فوّاحة للعلاج بالروائح',
    short: 'فوّاحة تعمل بالموجات فوق الصوتية، مع مؤقّت وضوء ليلي خافت.',
  },
  'Daily Multivitamin (60 tablets)': {
    name: 'فيتامينات متعددة يومية (60 قرصًا)',
    short: 'فيتامينات ومعادن تكفي شهرين، في قرص واحد يوميًا.',
  },
  'Non-Slip Yoga Mat 6 mm': {
    name: 'سجادة يوغا مانعة للانزلاق 6 مم',
    short: 'سجادة مبطّنة بسطح مانع للانزلاق على الوجهين.',
  },
  'Adjustable Dumbbells 2 x 10 kg': {
    name: 'دمبل قابل للتعديل 2 × 10 كغ',
    short: 'زوج دمبل يتغيّر وزنه بسرعة ويغنيك عن رف كامل من الأثقال.',
  },
  'Resistance Bands (set of 5)': {
    name: 'أشرطة مقاومة (طقم من 5)',
    short: 'خمسة أشرطة خالية من اللاتكس، من الخفيفة جدًا إلى الثقيلة جدًا.',
  },
  'Insulated Water Bottle 750 ml': {
    name: 'قارورة ماء حافظة للحرارة 750 مل',
    short: 'تحفظ المشروبات باردة 24 ساعة أو ساخنة 12 ساعة.',
  },
  'Two-Person Dome Tent': {
    name: 'خيمة قبّة لشخصين',
    short: 'خيمة قائمة بذاتها تُنصب في خمس دقائق ووزنها 2.1 كغ.',
  },
  'Down Sleeping Bag': {
    name: 'كيس نوم محشو بالريش',
    short: 'كيس بحشوة ريش بقوة انتفاخ 650، مناسب حتى −5 °م، ويُطوى إلى حجم رغيف خبز.',
  },
  'Rechargeable Headlamp': {
    name: 'مصباح رأس قابل لإعادة الشحن',
    short: 'مصباح رأس بقوة 400 لومن مع وضع ليلي بالضوء الأحمر وشحن عبر USB-C.',
  },
  'Packable Rain Jacket': {
    name: 'جاكيت مطر قابل للطي',
    short: 'سترة خارجية مقاومة للماء من ثلاث طبقات تُطوى داخل جيبها.',
  },
  'Cycling Helmet MIPS': {
    name: 'خوذة دراجات MIPS',
    short: 'خوذة خفيفة لدراجات الطريق بنظام حماية MIPS و18 فتحة تهوية.',
  },
  'Bike Light Set': {
    name: 'طقم أضواء للدراجة',
    short: 'ضوءان أمامي وخلفي يُشحنان عبر USB-C، يُريان من مسافة 300 متر.',
  },
  'Padded Cycling Shorts': {
    name: 'شورت دراجات مبطّن',
    short: 'شورت بلا حمالات ببطانة شامواه تسمح بمرور الهواء للمشاوير الطويلة.',
  },
  'Wooden Rainbow Stacker': {
    name: 'لعبة تركيب قوس قزح خشبية',
    short: 'سبعة أقواس متداخلة مطلية بدهان مائي الأساس، للأعمار من سنة فما فوق.',
  },
  'Magnetic Building Tiles (60 pieces)': {
    name: 'قطع بناء مغناطيسية (60 قطعة)',
    short: 'قطع مغناطيسية زاهية لبناء الأبراج والبيوت ومسارات الكرات الزجاجية.',
  },
  'Plush Sleepy Bear': {
    name: 'دبدوب نعسان محشو',
    short: 'دبدوب ناعم يحلو احتضانه، من قطيفة القطن العضوي.',
  },
  'Junior Science Kit': {
    name: 'مجموعة العلوم للصغار',
    short: 'عشرون تجربة آمنة مع البلورات والبراكين والسلايم.',
  },
  'Organic Cotton Baby Bodysuits (3 pack)': {
    name: 'بدلات بودي للرضّع من القطن العضوي (عبوة 3 قطع)',
    short: 'بدلات بودي بياقة متراكبة على الكتفين من القطن العضوي الناعم.',
  },
  'Silicone Feeding Set': {
    name: 'طقم إطعام من السيليكون',
    short: 'طبق بقاعدة شفط ووعاء وكوب وملعقة من سيليكون آمن للطعام.',
  },
  'Muslin Swaddle Blankets (2 pack)': {
    name: 'أقمطة من الموسلين (عبوة قطعتين)',
    short: 'أقمطة من الموسلين تسمح بمرور الهواء، وتصلح أيضًا مناديل للتجشؤ.',
  },
  "Kids' Backpack": {
    name: 'حقيبة ظهر للأطفال',
    short: 'حقيبة ظهر خفيفة بجيب مبطّن للحاسوب المحمول وحزام للصدر.',
  },
  'Washable Markers (24 colours)': {
    name: 'أقلام ماركر قابلة للغسل (24 لونًا)',
    short: 'أقلام زاهية الألوان تزول بالغسل عن الملابس والبشرة.',
  },
  'Stainless Lunch Box': {
    name: 'علبة غداء من الستانلس ستيل',
    short: 'علبة بينتو مانعة للتسرب بثلاث حجرات.',
  },
  'Hardcover Sketchbook A4': {
    name: 'دفتر رسم بغلاف مقوّى A4',
    short: '100 صفحة من الورق السميك الخالي من الأحماض، للرسم بالأقلام والألوان.',
  },
};

/** Shops by their English name (server/db/seed/catalog-data.ts SHOP_DATA): the name and the description. */
export const ARABIC_SHOPS: Record<string, { name: string; description: string }> = {
  'Green Leaf Grocers': {
    name: 'بقالة الورقة الخضراء',
    description: 'بقالة عائلية تجلب فواكه الموسم وخضرواته والمؤن الأساسية من مزارع لا تبعد أكثر من 100 ميل.',
  },
  'Nordic Home': {
    name: 'البيت الإسكندنافي',
    description: 'أثاث وإضاءة ومفروشات من البلوط والصوف والكتان، مصمَّمة لتدوم ويسهل العيش معها.',
  },
  'Volt Electronics': {
    name: 'فولت للإلكترونيات',
    description: 'سماعات وشواحن ولوحات مفاتيح وأجهزة للمنزل الذكي، يختبرها فريقنا قبل طرحها للبيع.',
  },
  'Urban Thread': {
    name: 'أوربان ثريد',
    description: 'أساسيات خزانة الملابس من القطن العضوي والكتان والميرينو، تُفصَّل على دفعات صغيرة في مشغلنا الخاص.',
  },
  'Stride Footwear': {
    name: 'سترايد للأحذية',
    description: 'أحذية رياضية وجزمات وصنادل بنعال مبطّنة وخامات أصيلة، بمقاسات كاملة وأنصاف مقاسات.',
  },
  'Glow Apothecary': {
    name: 'عطارة جلو',
    description: 'منتجات للعناية بالبشرة والشعر والعافية، خالية من البارابين والعطور الصناعية.',
  },
  'Summit Outfitters': {
    name: 'القمة لمعدات الرحلات',
    description: 'خيام وحقائب ظهر ودراجات ومعدات تدريب يختارها مرشدون يستخدمونها في كل عطلة نهاية أسبوع.',
  },
  'Little Sprouts': {
    name: 'البراعم الصغيرة',
    description: 'ألعاب خشبية ومستلزمات للرضّع وأدوات مدرسية، آمنة ومتينة وممتعة.',
  },
};

/** Banner and ad titles (server/db/seed/promotions.ts), as their pictures' text alternatives. */
export const ARABIC_BANNER_TITLES: Record<string, string> = {
  'Weekend Flash Sale: 20 % off': 'تخفيضات سريعة لنهاية الأسبوع: خصم 20%',
  'Fresh picks for spring': 'مختارات طازجة للربيع',
  'Sound, upgraded': 'ارتقِ بتجربة الصوت',
  'Best deals of the week': 'أفضل عروض الأسبوع',
  'New: Little Sprouts': 'جديد: البراعم الصغيرة',
  'Tips from our shops': 'نصائح من متاجرنا',
};

/** Colour names (server/db/seed/catalog-data.ts), as a product's description lists them. */
export const ARABIC_COLOURS: Record<string, string> = {
  Black: 'أسود',
  White: 'أبيض',
  Silver: 'فضي',
  Grey: 'رمادي',
  Navy: 'كحلي',
  Blue: 'أزرق',
  Red: 'أحمر',
  Pink: 'وردي',
  Green: 'أخضر',
  Olive: 'زيتي',
  Beige: 'بيج',
  Brown: 'بني',
  Oak: 'بلوطي',
  Yellow: 'أصفر',
};

/** A product's description in Arabic, the English one's parts (server/db/seed/catalog.ts `describe`). */
export const ARABIC_DESCRIPTION = {
  /** By top category's English name. */
  highlights: {
    Groceries: ['تُعبّأ صباح يوم الشحن', 'تُحفظ وتُوصَّل مبرّدة عند الحاجة', 'من مزارعين محليين'],
    Electronics: ['ضمان لمدة سنة', 'يختبرها فريقنا قبل الشحن', 'شحن عبر USB-C في الأجهزة التي تدعمه'],
    'Home & Living': ['خامات طبيعية متينة', 'تُشحن مفككة في عبوة مسطّحة أو مجمّعة بالكامل', 'تشطيب سهل العناية'],
    Fashion: ['تُفصَّل وتُخاط على دفعات صغيرة', 'قابلة للغسل في الغسالة على 30 °م', 'استبدال المقاس مجانًا'],
    Shoes: ['نعل داخلي مبطّن قابل للإزالة', 'إن كان مقاسك نصف مقاس فاختر المقاس الأكبر', 'استبدال المقاس مجانًا'],
    'Beauty & Health': [
      'خالية من البارابين والعطور الصناعية',
      'مختبرة من قِبل أطباء الجلدية',
      'عبوة قابلة لإعادة التدوير',
    ],
    'Sports & Outdoors': ['جرّبها مرشدونا في المسارات', 'خفيفة الوزن وسهلة الطي والحمل', 'ضمان لمدة سنتين'],
    'Toys & Kids': ['خامات غير سامة وآمنة للأطفال', 'مطابقة لمعايير سلامة الألعاب EN 71', 'تغليف جاهز للإهداء'],
  } as Record<string, string[]>,
  colours: 'الألوان: {list}',
  sizes: 'المقاسات: {list}',
  // Passive, so the sentence reads right whatever the gender of the shop's Arabic name.
  byBrand: '{product} من <strong>{brand}</strong>، يُباع ويُشحن بواسطة {shop}.',
  ownSelection: '{product} من تشكيلتنا الخاصة، يُباع ويُشحن بواسطة {shop}.',
  delivery: '<strong>التوصيل:</strong> يُشحن خلال يوم إلى يومَي عمل، ويُقبل الإرجاع خلال {days} يومًا من تاريخ التوصيل.',
};
