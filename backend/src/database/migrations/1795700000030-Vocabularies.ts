import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The catalogue's vocabularies become data (issue 24): each filtered field's values (and the search
 * tags) with their zh and en labels, display order, the other spellings a sheet may use, and whether
 * staff retired them. Loaded with the lists the code held until now (product-vocabulary.ts) and the
 * zh labels of the frontend's catalogueValues locale, so the demo, the tests and stored products keep
 * their values. A row per value: [key, zh, en, synonyms]. Frozen here: later changes are staff's.
 * Staff imports gain the "add unknown values" choice beside "rename catalogue numbers".
 */
const STARTING: Record<string, [string, string, string, string[]][]> = {
  reactivity: [["Human", "人", "Human", []], ["Mouse", "小鼠", "Mouse", []], ["Rat", "大鼠", "Rat", []], ["Zebrafish", "斑马鱼", "Zebrafish", []], ["Plants", "植物", "Plants", []], ["Monkey", "猴", "Monkey", []], ["Rhesus monkey", "恒河猴", "Rhesus monkey", ["Rhesus"]], ["Dog", "犬", "Dog", []], ["Cat", "猫", "Cat", []], ["Pig", "猪", "Pig", []], ["Cow", "牛", "Cow", []], ["Sheep", "绵羊", "Sheep", []], ["Goat", "山羊", "Goat", []], ["Horse", "马", "Horse", []], ["Rabbit", "兔", "Rabbit", []], ["Hamster", "仓鼠", "Hamster", []], ["Guinea pig", "豚鼠", "Guinea pig", []], ["Chicken", "鸡", "Chicken", []], ["Duck", "鸭", "Duck", []], ["Turkey", "火鸡", "Turkey", []], ["Xenopus", "爪蟾", "Xenopus", []], ["Drosophila", "果蝇", "Drosophila", ["Fruit fly"]], ["C. elegans", "秀丽隐杆线虫", "C. elegans", ["Caenorhabditis elegans"]], ["Yeast", "酵母", "Yeast", []], ["S. cerevisiae", "酿酒酵母", "S. cerevisiae", ["Saccharomyces cerevisiae"]], ["S. pombe", "裂殖酵母", "S. pombe", []], ["Arabidopsis", "拟南芥", "Arabidopsis", []], ["Rice", "水稻", "Rice", []], ["Maize", "玉米", "Maize", []], ["Wheat", "小麦", "Wheat", []], ["Tobacco", "烟草", "Tobacco", []], ["Tomato", "番茄", "Tomato", []], ["Soybean", "大豆", "Soybean", []], ["Potato", "马铃薯", "Potato", []], ["E. coli", "大肠杆菌", "E. coli", ["Escherichia coli"]], ["Bacteria", "细菌", "Bacteria", []], ["Virus", "病毒", "Virus", []], ["Medaka", "青鳉", "Medaka", []], ["Salmon", "鲑鱼", "Salmon", []], ["Trout", "鳟鱼", "Trout", []], ["Carp", "鲤鱼", "Carp", []], ["Frog", "蛙", "Frog", []], ["Bat", "蝙蝠", "Bat", []], ["Ferret", "雪貂", "Ferret", []], ["Mink", "水貂", "Mink", []], ["Camel", "骆驼", "Camel", []], ["Alpaca", "羊驼", "Alpaca", []], ["Donkey", "驴", "Donkey", []], ["Buffalo", "水牛", "Buffalo", []], ["Yak", "牦牛", "Yak", []], ["Deer", "鹿", "Deer", []], ["Gerbil", "沙鼠", "Gerbil", []], ["Chinese hamster", "中国仓鼠", "Chinese hamster", []], ["Tree shrew", "树鼩", "Tree shrew", []], ["Marmoset", "狨猴", "Marmoset", []], ["Chimpanzee", "黑猩猩", "Chimpanzee", []], ["Baboon", "狒狒", "Baboon", []], ["Opossum", "负鼠", "Opossum", []], ["Platypus", "鸭嘴兽", "Platypus", []], ["Sea urchin", "海胆", "Sea urchin", []], ["Honeybee", "蜜蜂", "Honeybee", []], ["Silkworm", "家蚕", "Silkworm", []], ["Mosquito", "蚊", "Mosquito", []], ["Chlamydomonas", "衣藻", "Chlamydomonas", []], ["Algae", "藻类", "Algae", []]],
  application: [["WB", "WB", "WB", ["Western blot", "Western"]], ["IHC", "IHC", "IHC", []], ["IHC-F", "IHC-F", "IHC-F", ["IHC(F)", "IHC-Frozen", "IHC frozen"]], ["IHC-P", "IHC-P", "IHC-P", ["IHC(P)", "IHC-Paraffin", "IHC paraffin"]], ["ICC", "ICC", "ICC", []], ["ICC/IF", "ICC/IF", "ICC/IF", ["ICC-IF", "IF/ICC"]], ["IF", "IF", "IF", []], ["FCM", "FCM", "FCM", ["Flow", "Flow cytometry"]], ["IP", "IP", "IP", []], ["ELISA", "ELISA", "ELISA", []], ["ChIP", "ChIP", "ChIP", []], ["Co-IP", "Co-IP", "Co-IP", []], ["ChIP-seq", "ChIP-seq", "ChIP-seq", []], ["CUT&Tag", "CUT&Tag", "CUT&Tag", []], ["RIP", "RIP", "RIP", []], ["Dot Blot", "斑点印迹", "Dot Blot", []], ["Neutralization", "中和", "Neutralization", []], ["Blocking", "封闭", "Blocking", []], ["FACS sorting", "流式分选", "FACS sorting", []], ["EM", "电镜", "EM", []], ["IEM", "免疫电镜", "IEM", []], ["Microarray", "芯片", "Microarray", []], ["Multiplex", "多重检测", "Multiplex", []], ["Simple Western", "Simple Western", "Simple Western", []], ["Activation", "激活", "Activation", []], ["Depletion", "清除", "Depletion", []], ["Inhibition", "抑制", "Inhibition", []], ["ISH", "原位杂交", "ISH", []]],
  host: [["Mouse", "小鼠", "Mouse", ["Murine"]], ["Rabbit", "兔", "Rabbit", []], ["Rat", "大鼠", "Rat", []], ["Goat", "山羊", "Goat", []], ["Chicken", "鸡", "Chicken", []], ["Donkey", "驴", "Donkey", []], ["Sheep", "绵羊", "Sheep", []], ["Guinea pig", "豚鼠", "Guinea pig", []], ["Hamster", "仓鼠", "Hamster", []], ["Camel", "骆驼", "Camel", []], ["Alpaca", "羊驼", "Alpaca", []], ["Horse", "马", "Horse", []], ["Human", "人", "Human", []]],
  modification: [["Phosphorylated", "磷酸化", "Phosphorylated", []], ["Acetylated", "乙酰化", "Acetylated", []], ["Butyrylated", "丁酰化", "Butyrylated", []], ["Cleaved", "剪切", "Cleaved", []], ["Hydroxylated", "羟基化", "Hydroxylated", []], ["Methylated", "甲基化", "Methylated", []], ["Unmodified", "未修饰", "Unmodified", []]],
  conjugation: [["Unconjugated", "未标记", "Unconjugated", ["Unlabelled", "Unlabeled", "None"]], ["FITC", "FITC", "FITC", []], ["HRP", "HRP", "HRP", []], ["Biotin", "生物素", "Biotin", []], ["AP", "AP", "AP", []], ["PE", "PE", "PE", []], ["APC", "APC", "APC", []], ["Cy3", "Cy3", "Cy3", []], ["Cy5", "Cy5", "Cy5", []], ["Cy5.5", "Cy5.5", "Cy5.5", []], ["Cy7", "Cy7", "Cy7", []], ["Alexa Fluor 350", "Alexa Fluor 350", "Alexa Fluor 350", []], ["Alexa Fluor 405", "Alexa Fluor 405", "Alexa Fluor 405", []], ["Alexa Fluor 488", "Alexa Fluor 488", "Alexa Fluor 488", []], ["Alexa Fluor 555", "Alexa Fluor 555", "Alexa Fluor 555", []], ["Alexa Fluor 594", "Alexa Fluor 594", "Alexa Fluor 594", []], ["Alexa Fluor 647", "Alexa Fluor 647", "Alexa Fluor 647", []], ["Alexa Fluor 680", "Alexa Fluor 680", "Alexa Fluor 680", []], ["Alexa Fluor 750", "Alexa Fluor 750", "Alexa Fluor 750", []], ["DyLight 405", "DyLight 405", "DyLight 405", []], ["DyLight 488", "DyLight 488", "DyLight 488", []], ["DyLight 550", "DyLight 550", "DyLight 550", []], ["DyLight 594", "DyLight 594", "DyLight 594", []], ["DyLight 650", "DyLight 650", "DyLight 650", []], ["DyLight 680", "DyLight 680", "DyLight 680", []], ["DyLight 755", "DyLight 755", "DyLight 755", []], ["DyLight 800", "DyLight 800", "DyLight 800", []], ["AbFluor 488", "AbFluor 488", "AbFluor 488", []], ["AbFluor 555", "AbFluor 555", "AbFluor 555", []], ["AbFluor 594", "AbFluor 594", "AbFluor 594", []], ["AbFluor 647", "AbFluor 647", "AbFluor 647", []], ["AbFluor 680", "AbFluor 680", "AbFluor 680", []], ["Rhodamine", "罗丹明", "Rhodamine", []], ["TRITC", "TRITC", "TRITC", []], ["PerCP", "PerCP", "PerCP", []], ["PE-Cy7", "PE-Cy7", "PE-Cy7", []], ["APC-Cy7", "APC-Cy7", "APC-Cy7", []], ["Texas Red", "德克萨斯红", "Texas Red", []], ["Agarose", "琼脂糖", "Agarose", []], ["Magnetic beads", "磁珠", "Magnetic beads", []]],
  clonality: [["Monoclonal", "单克隆", "Monoclonal", []], ["Polyclonal", "多克隆", "Polyclonal", []], ["Nano-antibody", "纳米抗体", "Nano-antibody", []]],
  isotype: [["IgA", "IgA", "IgA", []], ["IgG", "IgG", "IgG", []], ["IgG1", "IgG1", "IgG1", []], ["IgG2a", "IgG2a", "IgG2a", []], ["IgG2b", "IgG2b", "IgG2b", []], ["IgG3", "IgG3", "IgG3", []], ["IgM", "IgM", "IgM", []]],
  producttype: [["Primary Antibody", "一抗", "Primary Antibody", []], ["Tag Antibody", "标签抗体", "Tag Antibody", []], ["Loading Control Antibody", "内参抗体", "Loading Control Antibody", []], ["Secondary Antibody", "二抗", "Secondary Antibody", []], ["Reagents", "试剂", "Reagents", []], ["Pathological Antibody", "病理抗体", "Pathological Antibody", []]],
  tag: [["hot", "热销", "Hot", []], ["new", "新品", "New", []], ["pathology", "病理", "Pathology", []], ["zebrafish", "斑马鱼", "Zebrafish", []], ["plant", "植物", "Plant", []], ["ko-validated", "KO 验证", "KO validated", []], ["recombinant", "重组", "Recombinant", []], ["phospho", "磷酸化", "Phospho", []], ["flow", "流式", "Flow cytometry", []], ["chip-grade", "ChIP 级", "ChIP grade", []]],
};

export class Vocabularies1795700000030 implements MigrationInterface {
  name = 'Vocabularies1795700000030';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE vocabulary_values (
      id serial PRIMARY KEY,
      vocabulary text NOT NULL,
      key text NOT NULL,
      label_zh text NOT NULL,
      label_en text NOT NULL,
      position integer NOT NULL,
      synonyms text[] NOT NULL DEFAULT '{}',
      retired boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    // One value per spelling in a vocabulary, case ignored (a sheet's "mouse" is the stored "Mouse").
    await q.query('CREATE UNIQUE INDEX vocabulary_values_key ON vocabulary_values (vocabulary, lower(key))');
    for (const [vocabulary, rows] of Object.entries(STARTING)) {
      await q.query(
        `INSERT INTO vocabulary_values (vocabulary, key, label_zh, label_en, position, synonyms)
         SELECT $1, r->>0, r->>1, r->>2, ordinality::int, ARRAY(SELECT jsonb_array_elements_text(r->3))
           FROM jsonb_array_elements($2::jsonb) WITH ORDINALITY AS t(r, ordinality)`,
        [vocabulary, JSON.stringify(rows)],
      );
    }
    await q.query('ALTER TABLE catalogue_imports ADD COLUMN add_values boolean NOT NULL DEFAULT false');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE catalogue_imports DROP COLUMN add_values');
    await q.query('DROP TABLE vocabulary_values');
  }
}
