import type { LocalizedText } from '@shop/contract';

/**
 * The four experiment feedback forms (spec: feedback page, IP/CoIP, IHC/ICC, FCM, WB), as data: one
 * definition printed as a PDF in Chinese or in English. The questions are those of the bilingual
 * HTML forms the shop served before.
 */

/** line: one line to write on; box: a few lines; choice: tick one; checks: tick any. */
export type FeedbackField =
  | { kind: 'line' | 'box'; label: LocalizedText }
  | { kind: 'choice' | 'checks'; label: LocalizedText; choices: LocalizedText[]; other: boolean };

export interface FeedbackSection {
  title: LocalizedText;
  fields: FeedbackField[];
}

export interface FeedbackForm {
  key: 'wb' | 'ip' | 'ihc' | 'fcm';
  /** The file name without extension: `<name>.pdf`, and `<name>.html` for links made before the PDFs. */
  name: string;
  title: LocalizedText;
  sections: FeedbackSection[];
}

const L = (zh: string, en: string): LocalizedText => ({ zh, en });
const OTHER = true;
const line = (label: LocalizedText): FeedbackField => ({ kind: 'line', label });
const box = (label: LocalizedText): FeedbackField => ({ kind: 'box', label });
const choice = (label: LocalizedText, choices: LocalizedText[], other = false): FeedbackField => ({ kind: 'choice', label, choices, other });
const checks = (label: LocalizedText, choices: LocalizedText[], other = false): FeedbackField => ({ kind: 'checks', label, choices, other });
const section = (title: LocalizedText, fields: FeedbackField[]): FeedbackSection => ({ title, fields });

const CONTACT = section(L('联系信息', 'Contact details'), [
  line(L('姓名', 'Name')),
  line(L('单位 / 课题组', 'Institution / laboratory')),
  line(L('电子邮箱', 'E-mail')),
  line(L('电话', 'Telephone')),
  line(L('订单号', 'Order number')),
  line(L('填表日期', 'Date')),
]);

const PRODUCT = section(L('产品信息', 'Product'), [
  line(L('货号', 'Catalogue number')),
  line(L('批号', 'Lot number')),
  line(L('收货日期', 'Date received')),
  choice(L('收货后储存温度', 'Storage temperature since receipt'), [L('4 °C', '4 °C'), L('-20 °C', '-20 °C'), L('-80 °C', '-80 °C')], OTHER),
  choice(L('是否分装', 'Aliquoted on receipt?'), [L('是', 'Yes'), L('否', 'No')]),
  line(L('冻融次数', 'Number of freeze-thaw cycles')),
  line(L('以前是否用该抗体得到过理想结果？批号？', 'Has this antibody worked for you before? Which lot?')),
]);

const PROBLEM = section(L('问题描述', 'Problem description'), [
  box(L('您观察到的结果（无信号 / 背景高 / 非特异条带或染色 / 其他）', 'What did you observe (no signal / high background / unexpected bands or staining / other)?')),
  box(L('您预期的结果', 'What did you expect?')),
  box(L('已经尝试过的优化', 'Optimisation already tried')),
  checks(L('随表附上的图片（请附原始、未裁剪图片并标注泳道/样本）', 'Images attached (raw, uncropped, lanes or samples labelled)'), [L('原始图片', 'Raw image'), L('阳性对照', 'Positive control'), L('阴性对照', 'Negative control')], OTHER),
]);

export const FEEDBACK_FORMS: readonly FeedbackForm[] = [
  {
    key: 'wb',
    name: 'WB-feedback-form',
    title: L('Western Blot 实验反馈表', 'Western blot feedback form'),
    sections: [
      CONTACT,
      PRODUCT,
      section(L('样品', 'Sample'), [
        line(L('物种 / 组织或细胞系', 'Species / tissue or cell line')),
        line(L('处理或诱导条件', 'Treatment or stimulation')),
        line(L('裂解液（成分，含蛋白酶/磷酸酶抑制剂？）', 'Lysis buffer (composition; protease/phosphatase inhibitors?)')),
        line(L('上样量（µg 总蛋白/泳道）', 'Protein loaded per lane (µg)')),
        line(L('变性条件（还原剂、煮沸温度与时间）', 'Denaturation (reducing agent, heating temperature and time)')),
      ]),
      section(L('电泳与转膜', 'Electrophoresis and transfer'), [
        line(L('凝胶浓度（%）', 'Gel percentage (%)')),
        line(L('Marker', 'Molecular weight marker')),
        choice(L('转膜方式', 'Transfer method'), [L('湿转', 'Wet'), L('半干转', 'Semi-dry'), L('快速转膜', 'Rapid')], OTHER),
        choice(L('膜类型及孔径', 'Membrane type and pore size'), [L('PVDF', 'PVDF'), L('NC 硝酸纤维素', 'Nitrocellulose (NC)')]),
        line(L('转膜条件（电流/电压、时间、温度）', 'Transfer conditions (current/voltage, time, temperature)')),
        choice(L('是否用丽春红检查转膜', 'Transfer checked with Ponceau S?'), [L('是', 'Yes'), L('否', 'No')]),
      ]),
      section(L('封闭与抗体孵育', 'Blocking and antibodies'), [
        line(L('封闭液、时间、温度', 'Blocking buffer, time, temperature')),
        line(L('一抗稀释比例及稀释液', 'Primary antibody dilution and diluent')),
        line(L('一抗孵育时间与温度', 'Primary incubation time and temperature')),
        line(L('洗涤缓冲液、次数与时间', 'Wash buffer, number and length of washes')),
        line(L('二抗（来源、货号、稀释比例）', 'Secondary antibody (supplier, cat. no., dilution)')),
        line(L('二抗孵育时间与温度', 'Secondary incubation time and temperature')),
      ]),
      section(L('检测', 'Detection'), [
        choice(L('检测方式', 'Detection method'), [L('ECL 化学发光', 'ECL chemiluminescence'), L('荧光', 'Fluorescence'), L('DAB/显色', 'Colorimetric')], OTHER),
        line(L('曝光时间 / 成像设备', 'Exposure time / imager')),
        line(L('预期分子量 / 实际观察到的条带（kDa）', 'Expected MW / observed band(s) (kDa)')),
        line(L('内参抗体及结果', 'Loading control and its result')),
      ]),
      PROBLEM,
    ],
  },
  {
    key: 'ip',
    name: 'IP-CoIP-feedback-form',
    title: L('IP / Co-IP 实验反馈表', 'IP / Co-IP feedback form'),
    sections: [
      CONTACT,
      PRODUCT,
      section(L('样品', 'Sample'), [
        line(L('物种 / 细胞或组织', 'Species / cells or tissue')),
        line(L('裂解液（成分、去垢剂浓度、盐浓度）', 'Lysis buffer (composition, detergent and salt concentration)')),
        line(L('总蛋白投入量（µg）及体积', 'Total protein input (µg) and volume')),
        choice(L('是否预清除（pre-clear）', 'Lysate pre-cleared?'), [L('是', 'Yes'), L('否', 'No')]),
      ]),
      section(L('免疫沉淀', 'Immunoprecipitation'), [
        line(L('IP 抗体用量（µg）', 'Amount of IP antibody (µg)')),
        choice(L('磁珠/琼脂糖珠类型', 'Beads'), [L('Protein A', 'Protein A'), L('Protein G', 'Protein G'), L('Protein A/G', 'Protein A/G'), L('磁珠', 'Magnetic'), L('琼脂糖', 'Agarose')], OTHER),
        line(L('抗体与裂解液孵育时间与温度', 'Antibody–lysate incubation time and temperature')),
        line(L('与珠子孵育时间', 'Bead incubation time')),
        line(L('洗涤缓冲液及次数', 'Wash buffer and number of washes')),
        choice(L('洗脱方式', 'Elution'), [L('SDS 上样缓冲液煮沸', 'Boiled in SDS buffer'), L('酸洗脱', 'Low-pH glycine'), L('竞争肽', 'Peptide')], OTHER),
      ]),
      section(L('检测', 'Detection'), [
        line(L('WB 检测抗体及稀释比例', 'Detection antibody for WB and dilution')),
        line(L('二抗（是否使用轻链/构象特异二抗）', 'Secondary antibody (light-chain or conformation-specific?)')),
        checks(L('对照', 'Controls'), [L('Input', 'Input'), L('同型 IgG', 'Isotype IgG'), L('仅珠子', 'Beads only')], OTHER),
        line(L('IgG 重链（约 50 kDa）/轻链（约 25 kDa）是否干扰目的条带', 'Do IgG heavy (~50 kDa) / light (~25 kDa) chains mask your band?')),
      ]),
      PROBLEM,
    ],
  },
  {
    key: 'ihc',
    name: 'IHC-ICC-feedback-form',
    title: L('IHC / ICC 实验反馈表', 'IHC / ICC feedback form'),
    sections: [
      CONTACT,
      PRODUCT,
      section(L('样品', 'Sample'), [
        line(L('物种 / 组织或细胞', 'Species / tissue or cells')),
        choice(L('样本类型', 'Sample type'), [L('石蜡切片', 'Paraffin'), L('冰冻切片', 'Frozen'), L('细胞爬片', 'Cultured cells')], OTHER),
        line(L('固定剂、固定时间与温度', 'Fixative, fixation time and temperature')),
        line(L('切片厚度（µm）', 'Section thickness (µm)')),
      ]),
      section(L('前处理', 'Pretreatment'), [
        line(L('脱蜡与水化', 'Deparaffinisation and rehydration')),
        choice(L('抗原修复', 'Antigen retrieval'), [L('柠檬酸 pH 6.0', 'Citrate pH 6.0'), L('Tris-EDTA pH 9.0', 'Tris-EDTA pH 9.0'), L('酶修复', 'Enzymatic'), L('未修复', 'None')], OTHER),
        line(L('修复方式、时间与温度（微波/高压/水浴）', 'Retrieval method, time, temperature (microwave / pressure cooker / water bath)')),
        line(L('内源性过氧化物酶阻断', 'Endogenous peroxidase block')),
        line(L('通透（试剂、浓度、时间）', 'Permeabilisation (reagent, concentration, time)')),
        line(L('封闭液、时间', 'Blocking buffer and time')),
      ]),
      section(L('抗体与显色', 'Antibodies and detection'), [
        line(L('一抗稀释比例、稀释液', 'Primary antibody dilution and diluent')),
        line(L('一抗孵育时间与温度', 'Primary incubation time and temperature')),
        line(L('二抗或检测系统（来源、货号、稀释比例）', 'Secondary antibody or detection system (supplier, cat. no., dilution)')),
        choice(L('显色 / 荧光标记', 'Chromogen or fluorophore'), [L('DAB', 'DAB'), L('AEC', 'AEC'), L('荧光', 'Fluorescent')], OTHER),
        line(L('复染 / 封片', 'Counterstain / mounting medium')),
        checks(L('对照', 'Controls'), [L('阳性组织', 'Positive tissue'), L('省略一抗', 'No primary'), L('同型对照', 'Isotype')], OTHER),
        line(L('预期定位 / 实际染色定位', 'Expected / observed localisation')),
      ]),
      PROBLEM,
    ],
  },
  {
    key: 'fcm',
    name: 'FCM-feedback-form',
    title: L('流式细胞术（FCM）实验反馈表', 'Flow cytometry (FCM) feedback form'),
    sections: [
      CONTACT,
      PRODUCT,
      section(L('样品', 'Sample'), [
        line(L('物种 / 细胞类型（原代或细胞系）', 'Species / cell type (primary or line)')),
        line(L('样本处理（新鲜、冻存、刺激条件）', 'Sample handling (fresh, frozen, stimulation)')),
        line(L('每管细胞数', 'Cells per test')),
        line(L('活性染料', 'Viability dye')),
      ]),
      section(L('染色', 'Staining'), [
        choice(L('染色类型', 'Staining type'), [L('表面', 'Surface'), L('胞内', 'Intracellular'), L('核内', 'Nuclear')], OTHER),
        line(L('Fc 受体封闭', 'Fc receptor block')),
        line(L('固定与破膜试剂、浓度、时间', 'Fixation and permeabilisation reagents, concentration, time')),
        line(L('每管抗体用量（µg 或 µl）及染色体积', 'Antibody per test (µg or µl) and staining volume')),
        line(L('孵育时间、温度、是否避光', 'Incubation time, temperature, protected from light?')),
        line(L('二抗（如使用）及稀释比例', 'Secondary antibody (if any) and dilution')),
      ]),
      section(L('采集与分析', 'Acquisition and analysis'), [
        line(L('流式仪型号', 'Cytometer model')),
        line(L('荧光素 / 激光 / 滤光片', 'Fluorochrome / laser / filter')),
        checks(L('对照', 'Controls'), [L('未染色', 'Unstained'), L('同型对照', 'Isotype'), L('FMO', 'FMO'), L('单染补偿', 'Single-stain compensation')], OTHER),
        box(L('设门策略', 'Gating strategy')),
        line(L('预期阳性率 / 实际结果', 'Expected / observed positive fraction')),
      ]),
      PROBLEM,
    ],
  },
];
