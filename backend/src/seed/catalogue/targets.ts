/**
 * Real antibody targets. Human UniProt/Entrez identifiers are real; mouse and rat identifiers are
 * real where given in the table and left empty otherwise: the product page links these ids to
 * UniProt and NCBI Gene, where an invented stand-in would open some other protein (issue 22).
 *
 * The table is kept as compact pipe-separated text because 350+ object literals
 * would triple the file size without making it easier to review:
 *   GENE | protein name | aliases (;) | display name | UniProt human | Entrez human |
 *   MW kDa | location code | field code | function phrase | flags | mouse/rat ids
 * flags: `path` = diagnostic pathology marker; `lc:<compartment>` = loading control;
 *   `p:`/`ac:`/`me:`/`bu:`/`cl:`/`hy:` = documented modification sites.
 * mouse/rat ids: `UniProtMouse,EntrezMouse,UniProtRat,EntrezRat` (blank = unknown).
 */
import type { Modification } from './enumerations';
import type { ReactivityRange } from './species';

export type LoadingControlCompartment = 'whole cell' | 'nucleus' | 'cytoplasm' | 'mitochondria' | 'membrane' | 'serum';

export interface Target {
  gene: string;
  proteinName: string;
  aliases: string[];
  /** Name researchers put in product titles (p53 rather than TP53). */
  displayName: string;
  swissProtHuman: string;
  swissProtMouse: string;
  swissProtRat: string;
  entrezHuman: string;
  entrezMouse: string;
  entrezRat: string;
  molecularWeightKda: number;
  subcellularLocation: string;
  researchField: string;
  background: string;
  pathology: boolean;
  loadingControl: LoadingControlCompartment | null;
  /** Documented residues per modification, e.g. Phosphorylated → ['Ser473', 'Thr308']. */
  sites: Partial<Record<Modification, string[]>>;
  /** Which species an antibody to the target may plausibly react with (species.ts). */
  reactivityRange: ReactivityRange;
}

/**
 * How conserved each target is, hence how far from human its antibodies are sold for. Anything
 * not listed is mammal-only (immune receptors, hormones, pathology markers…).
 * - eukaryote: near-identical from yeast and plants to human (actin, tubulins, histones H3/H4,
 *   ubiquitin, HSP70/90, the CDK1 PSTAIRE motif) — the only targets offered for plants.
 * - animal: conserved in flies and worms (glycolysis, respiration, core signalling kinases…).
 * - vertebrate: conserved in fish, frog and bird.
 */
const REACTIVITY_RANGES: Readonly<Record<Exclude<ReactivityRange, 'mammal' | 'any'>, string>> = {
  eukaryote: 'ACTB TUBA1A TUBB H3C1 H4C1 UBB HSPA1A HSP90AA1 CDK1',
  animal:
    'GAPDH H2AX H2BC1 PCNA CYCS SOD1 CAT VDAC1 COX4I1 ATP1A1 TBP PSMB5 HSPD1 HSPA5 EIF2S1 RPS6 PRKAA1 GSK3B MAPK1 MAPK3 MAPK14 ' +
    'MAPK8 CTNNB1 AKT1 MTOR ATG5 BECN1 MAP1LC3B LMNB1 RHOA RAC1 CDC42 CLTC RAB5A RAB7A CANX PRKACA CAMK2A HDAC1 EZH2 DNMT1 SIRT1 ' +
    'CHEK1 ATR ATM RAD51 PLK1 AURKA CDK2 CCNB1 NOTCH1 YAP1 LATS1 VCL',
  vertebrate:
    'TP53 STAT3 STAT1 VIM LMNA CASP3 CASP8 CASP9 PARP1 BAX BCL2 MYC KRAS EGFR PTEN RB1 SQSTM1 RPS6KB1 EIF4EBP1 PIK3CA NFKB1 RELA ' +
    'NFKBIA IKBKB JUN FOS MAP2K1 BRAF RAF1 JAK2 SMAD2 SMAD3 SMAD4 HIF1A GFAP MAP2 SYP TH MAPT TUBB3 OLIG2 MBP GRIN1 DLG4 SOX2 PAX6 ' +
    'NES CDH1 CDH2 FN1 COL1A1 ACTA2 DES MYH7 TNNT2 MYOD1 MYOG SOX9 SOX10 RUNX2 HES1 GLI1 ERG FLI1 CTCF BRD4 EP300 CREBBP KDM1A ' +
    'DNMT3A HDAC2 CHEK2 TP53BP1 MLH1 MSH2 CDK4 CDK6 CCND1 CCNE1 E2F1 WEE1 NFE2L2 HMOX1 SOD2 XBP1 DDIT3 CREB1 PRKCA PLCG1 GRB2 ' +
    'PTPN11 FOXO1 FOXO3 ROCK1 ITGB1 PXN PTK2 CTTN CAV1 GJA1 TJP1 ATP2A2 RYR2 NEFL CALB1 PVALB DCX GOLGA2 EEA1 LAMP1 TFEB PINK1 ' +
    'APP PSEN1 ULK1 KDR VEGFA PDGFRB FGFR1 IGF1R INSR MET KIT WNT3A LRP6 TOMM20',
};

const RANGE_OF = new Map<string, ReactivityRange>(
  (Object.entries(REACTIVITY_RANGES) as [ReactivityRange, string][]).flatMap(([range, genes]) => genes.split(' ').map((gene) => [gene, range] as const)),
);

const LOCATIONS: Record<string, string> = {
  N: 'Nucleus',
  C: 'Cytoplasm',
  NC: 'Nucleus, Cytoplasm',
  CM: 'Cytoplasm, Cell membrane',
  M: 'Cell membrane',
  S: 'Secreted',
  Mt: 'Mitochondrion',
  ER: 'Endoplasmic reticulum',
  CK: 'Cytoplasm, Cytoskeleton',
  G: 'Golgi apparatus',
  L: 'Lysosome',
  Ex: 'Secreted, Extracellular matrix',
};

const FIELDS: Record<string, string> = {
  Ca: 'Cancer',
  Ne: 'Neuroscience',
  Im: 'Immunology',
  CB: 'Cell biology',
  Ep: 'Epigenetics',
  Me: 'Metabolism',
  ST: 'Signal transduction',
  SC: 'Stem cells',
  Cv: 'Cardiovascular',
  Ap: 'Apoptosis',
  Au: 'Autophagy',
  DD: 'DNA damage',
  CC: 'Cell cycle',
  DB: 'Developmental biology',
};

export const RESEARCH_FIELDS: readonly string[] = Object.values(FIELDS);

const SITE_KEYS: Record<string, Modification> = {
  p: 'Phosphorylated',
  ac: 'Acetylated',
  me: 'Methylated',
  bu: 'Butyrylated',
  cl: 'Cleaved',
  hy: 'Hydroxylated',
};

const TABLE = `
TP53|Cellular tumor antigen p53|p53;Tumor suppressor p53;Antigen NY-CO-13;Phosphoprotein p53;TRP53|p53|P04637|7157|53|N|Ca|tumour suppressor that induces cell-cycle arrest, DNA repair or apoptosis in response to genotoxic stress|p:Ser15,Ser20,Ser46,Ser392;ac:Lys382;me:Lys370|P02340,22059,P10361,24842
GAPDH|Glyceraldehyde-3-phosphate dehydrogenase|G3PDH;GAPD;HEL-S-162eP|GAPDH|P04406|2597|36|C|Me|glycolytic enzyme that catalyses the conversion of glyceraldehyde 3-phosphate to 1,3-bisphosphoglycerate and is constitutively expressed in most cells|lc:whole cell|P16858,14433,P04797,24383
ACTB|Actin, cytoplasmic 1|beta-Actin;β-Actin;ACTB;PS1TP5BP1|beta-Actin|P60709|60|42|CK|CB|non-muscle cytoskeletal actin involved in cell motility, structure and intercellular signalling|lc:whole cell|P60710,11461,P60711,81822
EGFR|Epidermal growth factor receptor|ErbB1;HER1;ERBB;Proto-oncogene c-ErbB-1|EGFR|P00533|1956|134|M|Ca|receptor tyrosine kinase that binds EGF-family ligands and activates the RAS-MAPK and PI3K-AKT pathways|p:Tyr1068,Tyr1173,Tyr1045,Tyr992|Q01279,13649,Q9QX70,24329
AKT1|RAC-alpha serine/threonine-protein kinase|PKB;PKB alpha;Protein kinase B;RAC-PK-alpha;AKT|AKT|P31749|207|56|CM|ST|serine/threonine kinase that mediates PI3K signalling to regulate cell survival, growth and glucose metabolism|p:Ser473,Thr308|P31750,11651,P47196,24185
MAPK1|Mitogen-activated protein kinase 1|ERK2;ERK-2;p42-MAPK;MAPK 2;ERT1|ERK2|P28482|5594|41|NC|ST|MAP kinase activated downstream of RAS-RAF-MEK that phosphorylates transcription factors controlling proliferation and differentiation|p:Thr185,Tyr187|P63085,26413,P63086,116590
MAPK3|Mitogen-activated protein kinase 3|ERK1;ERK-1;p44-MAPK;p44-ERK1;PRKM3|ERK1|P27361|5595|43|NC|ST|MAP kinase that, together with ERK2, relays growth-factor signals from the cell surface to the nucleus|p:Thr202,Tyr204|Q63844,26417,P21708,50689
STAT3|Signal transducer and activator of transcription 3|APRF;Acute-phase response factor;HIES|STAT3|P40763|6774|88|NC|ST|transcription factor activated by JAK kinases downstream of IL-6 family cytokines and growth factors|p:Tyr705,Ser727;ac:Lys685|P42227,20848,P52631,25125
CD4|T-cell surface glycoprotein CD4|T-cell surface antigen T4/Leu-3;CD4 antigen;L3T4|CD4|P01730|920|51|M|Im|co-receptor of the T-cell receptor on helper T cells that binds MHC class II molecules|path|P06332,12504,P05540,24932
CD8A|T-cell surface glycoprotein CD8 alpha chain|CD8;Leu2;T-cell antigen Leu2;Lyt2|CD8 alpha|P01732|925|26|M|Im|co-receptor on cytotoxic T cells that binds MHC class I molecules|path|P01731,12525,P07725,24930
PTPRC|Receptor-type tyrosine-protein phosphatase C|CD45;Leukocyte common antigen;LCA;T200;B220|CD45|P08575|5788|147|M|Im|transmembrane phosphatase expressed on all nucleated haematopoietic cells that tunes antigen-receptor signalling|path|P06800,19264,P04157,24699
VIM|Vimentin|VIM;Vimentin;HEL113;CTRCT30|Vimentin|P08670|7431|54|CK|CB|type III intermediate filament protein of mesenchymal cells and a marker of epithelial-mesenchymal transition|path;p:Ser56,Ser39|P20152,22352,P31000,81818
TUBB|Tubulin beta chain|beta-Tubulin;β-Tubulin;TUBB5;Tubulin beta-5 chain|beta-Tubulin|P07437|203068|50|CK|CB|major constituent of microtubules that binds GTP and forms heterodimers with alpha-tubulin|lc:cytoplasm|P99024,22154,P69897,29214
TUBA1A|Tubulin alpha-1A chain|alpha-Tubulin;α-Tubulin;TUBA3;Tubulin B-alpha-1|alpha-Tubulin|Q71U36|7846|50|CK|CB|alpha subunit of the microtubule heterodimer, widely used as a cytoplasmic loading control|lc:cytoplasm;ac:Lys40|P68369,22142,P68370,64158
H3C1|Histone H3.1|Histone H3;H3;HIST1H3A;H3 histone family member A|Histone H3|P68431|8350|15|N|Ep|core histone of the nucleosome whose N-terminal tail carries many regulatory modifications|lc:nucleus;ac:Lys9,Lys27,Lys14;me:Lys4,Lys9,Lys27,Lys36;p:Ser10;bu:Lys9|P68433,,Q6LED0,
LMNB1|Lamin-B1|Lamin B1;LMN2;LMNB;ADLD|Lamin B1|P20700|4001|66|N|CB|nuclear lamina intermediate filament protein used as a nuclear envelope marker and loading control|lc:nucleus|P14733,16906,P70615,116685
VDAC1|Voltage-dependent anion-selective channel protein 1|VDAC;Porin 31HM;Outer mitochondrial membrane protein porin 1;hVDAC1|VDAC1|P21796|7416|31|Mt|Me|channel of the outer mitochondrial membrane that allows diffusion of metabolites and is a mitochondrial loading control|lc:mitochondria|Q60932,22333,Q9Z2L0,83529
COX4I1|Cytochrome c oxidase subunit 4 isoform 1, mitochondrial|COX IV;COX4;Cytochrome c oxidase polypeptide IV|COX IV|P13073|1327|17|Mt|Me|nuclear-encoded subunit of respiratory complex IV used as an inner mitochondrial membrane marker|lc:mitochondria|P19783,12857,P10888,29445
ATP1A1|Sodium/potassium-transporting ATPase subunit alpha-1|Na+/K+ ATPase alpha 1;Na+/K+ ATPase;Sodium pump subunit alpha-1;ATP1A1|Na+/K+ ATPase alpha 1|P05023|476|113|M|CB|catalytic subunit of the sodium pump that maintains the electrochemical gradients across the plasma membrane|lc:membrane|Q8VDN2,11928,P06685,24211
HSPA5|Endoplasmic reticulum chaperone BiP|GRP78;BiP;Heat shock 70 kDa protein 5;78 kDa glucose-regulated protein|GRP78 / BiP|P11021|3309|72|ER|CB|ER-resident HSP70 chaperone that controls the unfolded protein response|-|P20029,14828,P06761,25617
CASP3|Caspase-3|CPP32;Apopain;Yama;SCA-1;CASP-3|Caspase-3|P42574|836|32|C|Ap|executioner caspase that cleaves many cellular substrates during apoptosis; active as p17/p12 fragments|cl:Asp175|P70677,12367,P55213,25402
PARP1|Poly [ADP-ribose] polymerase 1|PARP;ADPRT;PARP-1;NAD(+) ADP-ribosyltransferase 1|PARP1|P09874|142|113|N|DD|nuclear enzyme that senses DNA strand breaks and is cleaved by caspases into an 89 kDa fragment during apoptosis|cl:Asp214|P11103,11545,P27008,25591
BCL2|Apoptosis regulator Bcl-2|Bcl-2;B-cell lymphoma 2;PPP1R50|Bcl-2|P10415|596|26|Mt|Ap|anti-apoptotic protein of the outer mitochondrial membrane that blocks cytochrome c release|path;p:Ser70|P10417,12043,P49950,24224
MKI67|Proliferation marker protein Ki-67|Ki-67;Ki67;Antigen KI-67;MIB-1|Ki-67|P46013|4288|359|N|Ca|nuclear protein present in all active phases of the cell cycle and the standard proliferation index marker in pathology|path|E9PVX6,17345,,291234
PCNA|Proliferating cell nuclear antigen|PCNA;Cyclin;DNA polymerase delta auxiliary protein|PCNA|P12004|5111|29|N|CC|DNA sliding clamp that tethers replicative polymerases and marks S-phase cells|lc:nucleus;path|P17918,18538,P04961,25737
TBP|TATA-box-binding protein|TFIID;TATA sequence-binding protein;TF2D;SCA17|TBP|P20226|6908|38|N|Ep|general transcription factor that binds the TATA box and nucleates pre-initiation complex assembly|lc:nucleus|P29037,21374,,24253
VCL|Vinculin|Metavinculin;MVCL;CMD1W|Vinculin|P18206|7414|124|CK|CB|actin-binding protein of focal adhesions and adherens junctions|lc:whole cell|Q64727,22330,P85972,305679
HSPD1|60 kDa heat shock protein, mitochondrial|HSP60;Hsp60;Chaperonin 60;CPN60;GroEL homolog|HSP60|P10809|3329|61|Mt|CB|mitochondrial matrix chaperonin that folds imported proteins|lc:mitochondria|P63038,15510,P63039,63868
CDH1|Cadherin-1|E-cadherin;Epithelial cadherin;CD324;Uvomorulin;CAM 120/80|E-Cadherin|P12830|999|97|M|Ca|calcium-dependent adhesion molecule of epithelial adherens junctions whose loss accompanies EMT|lc:membrane;path|P09803,12550,Q9R0T4,83502
TF|Serotransferrin|Transferrin;Siderophilin;Beta-1 metal-binding globulin;PRO1400|Transferrin|P02787|7018|77|S|Me|serum glycoprotein that carries iron to cells via the transferrin receptor|lc:serum|Q92111,22041,P12346,24825
ALB|Albumin|Serum albumin;ALB;PRO0883|Serum Albumin|P02768|213|69|S|Me|most abundant plasma protein, regulating oncotic pressure and transporting fatty acids and drugs|lc:serum|P07724,11657,P02770,24186
TOMM20|Mitochondrial import receptor subunit TOM20 homolog|TOM20;MAS20;Outer mitochondrial membrane receptor Tom20|TOM20|Q15388|9804|16|Mt|CB|outer mitochondrial membrane receptor for presequence-containing precursor proteins|lc:mitochondria|Q9DCC8,67952,Q62760,
APOA1|Apolipoprotein A-I|ApoA-I;Apo-AI;ApoA1|ApoA1|P02647|335|31|S|Me|main protein component of HDL that promotes cholesterol efflux|lc:serum|Q00623,11806,P04639,25081
TFRC|Transferrin receptor protein 1|CD71;TfR1;TFR;T9;p90|CD71|P02786|7037|85|M|Me|cell-surface receptor that internalises iron-loaded transferrin|lc:membrane|Q62351,22042,Q99376,64678
LMNA|Prelamin-A/C|Lamin A/C;Lamin-A/C;LMN1;70 kDa lamin|Lamin A/C|P02545|4000|74|N|CB|nuclear lamina protein whose mutations cause laminopathies such as progeria|lc:nucleus;p:Ser22|P48678,16905,P48679,60374
MYC|Myc proto-oncogene protein|c-Myc;MYC;bHLHe39;Class E basic helix-loop-helix protein 39|c-Myc|P01106|4609|49|N|Ca|transcription factor that drives growth and proliferation and is deregulated in many cancers|path;p:Ser62,Thr58|P01108,17869,P09416,24577
KRAS|GTPase KRas|K-Ras;Ki-Ras;c-K-ras;KRAS2|KRAS|P01116|3845|21|M|Ca|small GTPase that couples receptor tyrosine kinases to RAF-MEK-ERK signalling; frequently mutated in cancer|-|P32883,16653,P08644,24525
ERBB2|Receptor tyrosine-protein kinase erbB-2|HER2;HER-2/neu;NEU;p185erbB2;CD340|HER2|P04626|2064|138|M|Ca|orphan receptor tyrosine kinase whose amplification defines HER2-positive breast cancer|path;p:Tyr1248,Tyr1221|P70424,13866,P06494,24337
ESR1|Estrogen receptor|ER-alpha;ERα;NR3A1;Estradiol receptor|Estrogen Receptor alpha|P03372|2099|66|N|Ca|ligand-activated nuclear receptor that mediates oestrogen signalling and guides breast cancer therapy|path;p:Ser118,Ser167|P19785,13982,P06211,24890
PGR|Progesterone receptor|PR;NR3C3;PGR|Progesterone Receptor|P06401|5241|99|N|Ca|nuclear receptor for progesterone assessed with ER in breast carcinoma|path;p:Ser294|Q00175,18667,Q63449,25154
AR|Androgen receptor|NR3C4;Dihydrotestosterone receptor;AR|Androgen Receptor|P10275|367|99|N|Ca|nuclear receptor for testosterone and dihydrotestosterone and a driver of prostate cancer|path;p:Ser81|P19091,11835,P15207,24208
PTEN|Phosphatidylinositol 3,4,5-trisphosphate 3-phosphatase and dual-specificity protein phosphatase PTEN|MMAC1;TEP1;Mutated in multiple advanced cancers 1|PTEN|P60484|5728|47|C|Ca|lipid phosphatase that antagonises PI3K signalling and is lost in many tumours|path;p:Ser380|O08586,19211,Q9QUM6,50557
RB1|Retinoblastoma-associated protein|Rb;pRb;p105-Rb;pp110|Rb|P06400|5925|106|N|CC|pocket protein that restrains E2F until phosphorylation by CDK4/6 at the G1/S transition|path;p:Ser780,Ser807,Ser795|P13405,19645,P33568,24708
CDKN1A|Cyclin-dependent kinase inhibitor 1|p21;p21Cip1;WAF1;CIP1;CDKN1|p21 Waf1/Cip1|P38936|1026|18|N|CC|CDK inhibitor induced by p53 that enforces cell-cycle arrest|-|P39689,12575,Q64261,114851
CDKN2A|Cyclin-dependent kinase inhibitor 2A|p16;p16INK4a;INK4A;MTS1;CDK4I|p16 INK4a|P42771|1029|17|N|Ca|CDK4/6 inhibitor and surrogate marker of high-risk HPV infection in cervical lesions|path|P51480,12578,,25163
MDM2|E3 ubiquitin-protein ligase Mdm2|HDM2;Double minute 2 protein;p53-binding protein Mdm2|MDM2|Q00987|4193|55|N|Ca|E3 ligase that ubiquitinates p53 for proteasomal degradation|path;p:Ser166|P23804,17246,,314856
BAX|Apoptosis regulator BAX|Bcl-2-like protein 4;BCL2L4;Bax|Bax|Q07812|581|21|Mt|Ap|pro-apoptotic BCL-2 family protein that permeabilises the outer mitochondrial membrane|-|Q07813,12028,Q63690,24887
BCL2L1|Bcl-2-like protein 1|Bcl-xL;Bcl-X;BCL2L;BCLX|Bcl-xL|Q07817|598|26|Mt|Ap|anti-apoptotic BCL-2 family member that sequesters BAX and BAK|p:Ser62|Q64373,12048,P53563,24888
CASP8|Caspase-8|FLICE;MACH;MCH5;CAP4|Caspase-8|Q14790|841|55|C|Ap|initiator caspase of the death-receptor pathway recruited by FADD|cl:Asp391|O89110,12370,Q9JHX4,64044
CASP9|Caspase-9|APAF-3;ICE-LAP6;MCH6|Caspase-9|P55211|842|46|C|Ap|initiator caspase of the intrinsic pathway activated within the apoptosome|cl:Asp330,Asp315|Q8C3Q9,12371,P55215,58918
CYCS|Cytochrome c|Cytochrome c, somatic;CYC;HCS|Cytochrome c|P99999|54205|12|Mt|Ap|electron carrier of the respiratory chain whose release into the cytosol triggers apoptosome formation|-|P62897,13067,P62898,25309
SQSTM1|Sequestosome-1|p62;SQSTM1/p62;ORCA;EBI3-associated protein p60;A170|p62 / SQSTM1|Q13501|8878|48|C|Au|autophagy receptor that links ubiquitinated cargo to LC3 and accumulates when autophagy is blocked|p:Ser349,Ser403|Q64337,18412,O08623,113894
MAP1LC3B|Microtubule-associated proteins 1A/1B light chain 3B|LC3B;LC3;MAP1A/1B-LC3;Autophagy-related protein LC3 B|LC3B|Q9GZQ8|81631|15|C|Au|ubiquitin-like protein that is lipidated to LC3-II on autophagosome membranes|-|Q9CQV6,67443,Q62625,64862
BECN1|Beclin-1|Beclin 1;ATG6;VPS30;Coiled-coil myosin-like BCL2-interacting protein|Beclin 1|Q14457|8678|52|C|Au|core component of the class III PI3K complex that initiates autophagosome formation|p:Ser15,Ser93|O88597,56208,Q91XJ1,114558
ATG5|Autophagy protein 5|APG5;APG5L;ASP|ATG5|Q9H1Y0|9474|32|C|Au|E3-like protein conjugated to ATG12 that is required for LC3 lipidation|-|Q99J83,11793,Q3MQ07,365601
MTOR|Serine/threonine-protein kinase mTOR|FRAP;FRAP1;Mammalian target of rapamycin;RAFT1;RAPT1|mTOR|P42345|2475|289|C|ST|PI3K-related kinase at the core of mTORC1 and mTORC2 that integrates nutrient and growth-factor signals|p:Ser2448,Ser2481|Q9JLN9,56717,P42346,56718
RPS6|40S ribosomal protein S6|S6;Phosphoprotein NP33;S6 ribosomal protein|Ribosomal Protein S6|P62753|6194|29|C|ST|ribosomal protein whose phosphorylation by S6K is a read-out of mTORC1 activity|p:Ser235,Ser236,Ser240,Ser244|P62754,20104,P62755,
RPS6KB1|Ribosomal protein S6 kinase beta-1|p70S6K;S6K1;p70-S6K 1;STK14A|p70 S6 Kinase|P23443|6198|59|C|ST|mTORC1 substrate kinase that promotes protein synthesis and cell growth|p:Thr389,Thr421,Ser424|Q8BSK8,72508,P67999,83840
EIF4EBP1|Eukaryotic translation initiation factor 4E-binding protein 1|4E-BP1;PHAS-I;4EBP1|4E-BP1|Q13541|1978|13|C|ST|translational repressor released from eIF4E upon mTORC1 phosphorylation|p:Thr37,Thr46,Ser65,Thr70|Q60876,13685,Q62622,116636
PIK3CA|Phosphatidylinositol 4,5-bisphosphate 3-kinase catalytic subunit alpha isoform|PI3K p110 alpha;p110α;PI3K-C2-alpha|PI3K p110 alpha|P42336|5290|124|C|ST|catalytic subunit of class IA PI3K and one of the most frequently mutated oncogenes|-|P42337,18706,,170911
GSK3B|Glycogen synthase kinase-3 beta|GSK-3 beta;GSK3β;Serine/threonine-protein kinase GSK3B|GSK-3 beta|P49841|2932|47|C|ST|constitutively active kinase inhibited by AKT that regulates glycogen synthesis and beta-catenin turnover|p:Ser9,Tyr216|Q9WV60,56637,P18266,84027
CTNNB1|Catenin beta-1|beta-Catenin;β-Catenin;CTNNB;Cadherin-associated protein|beta-Catenin|P35222|1499|85|CM|ST|adherens-junction protein and transcriptional co-activator of canonical Wnt signalling|path;p:Ser552,Ser675,Ser33,Ser37;ac:Lys49|Q02248,12387,Q9WU82,84353
NFKB1|Nuclear factor NF-kappa-B p105 subunit|NF-kB p105;NF-kB p50;p105;p50;KBF1|NF-kB p105/p50|P19838|4790|105|NC|Im|precursor of the p50 subunit of NF-kappaB that regulates inflammatory gene expression|p:Ser933|P25799,18033,Q63369,81736
RELA|Transcription factor p65|NF-kB p65;p65;NFKB3;RelA|NF-kB p65|Q04206|5970|60|NC|Im|transactivating subunit of NF-kappaB that enters the nucleus after IkappaB degradation|p:Ser536,Ser276;ac:Lys310|Q04207,19697,,309165
NFKBIA|NF-kappa-B inhibitor alpha|IkB alpha;IκBα;MAD-3;NFKBI|IkB alpha|P25963|4792|36|C|Im|inhibitor that retains NF-kappaB in the cytoplasm until IKK-mediated phosphorylation and degradation|p:Ser32,Ser36|Q9Z1E3,18035,Q63746,25493
IKBKB|Inhibitor of nuclear factor kappa-B kinase subunit beta|IKK beta;IKKβ;IKK2;NFKBIKB|IKK beta|O14920|3551|87|C|Im|catalytic subunit of the IKK complex that phosphorylates IkappaB in canonical NF-kappaB signalling|p:Ser177,Ser181|O88351,16150,Q9QY78,84351
JUN|Transcription factor AP-1|c-Jun;AP-1;p39;Activator protein 1|c-Jun|P05412|3725|36|N|ST|AP-1 component phosphorylated by JNK in response to stress and growth signals|p:Ser63,Ser73|P05627,16476,P17325,24516
FOS|Protein c-Fos|c-Fos;Cellular oncogene fos;G0/G1 switch regulatory protein 7|c-Fos|P01100|2353|41|N|Ne|immediate-early AP-1 component widely used as a marker of neuronal activation|p:Ser32|P01101,14281,P12841,314322
MAPK14|Mitogen-activated protein kinase 14|p38 MAPK;p38 alpha;CSBP;MXI2;SAPK2A|p38 MAPK|Q16539|1432|41|NC|ST|stress- and cytokine-activated MAP kinase controlling inflammation and differentiation|p:Thr180,Tyr182|P47811,26416,P70618,81649
MAPK8|Mitogen-activated protein kinase 8|JNK1;SAPK1;JNK-46;PRKM8|JNK1|P45983|5599|48|NC|ST|stress-activated kinase that phosphorylates c-Jun|p:Thr183,Tyr185|Q91Y86,26419,P49185,116554
MAP2K1|Dual specificity mitogen-activated protein kinase kinase 1|MEK1;MKK1;MAPKK 1;PRKMK1|MEK1|Q02750|5604|43|C|ST|dual-specificity kinase that phosphorylates and activates ERK1/2|p:Ser217,Ser221|P31938,26395,Q01986,170851
BRAF|Serine/threonine-protein kinase B-raf|B-Raf;BRAF1;p94;v-Raf murine sarcoma viral oncogene homolog B1|B-Raf|P15056|673|84|C|Ca|RAF kinase activating MEK; the V600E mutant drives melanoma and other tumours|path;p:Ser445|P28028,109880,P74101,114486
RAF1|RAF proto-oncogene serine/threonine-protein kinase|c-Raf;Raf-1;CRAF|c-Raf|P04049|5894|73|C|ST|MAP3K that links RAS activation to the MEK-ERK cascade|p:Ser338,Ser259|Q99N57,110157,P11345,24703
SRC|Proto-oncogene tyrosine-protein kinase Src|c-Src;p60-Src;pp60c-src|Src|P12931|6714|60|CM|ST|non-receptor tyrosine kinase regulating adhesion, migration and proliferation|p:Tyr416,Tyr527|P05480,20779,Q9WUD9,83805
JAK2|Tyrosine-protein kinase JAK2|Janus kinase 2;JAK-2|JAK2|O60674|3717|131|C|ST|cytokine-receptor-associated tyrosine kinase; V617F mutation causes myeloproliferative neoplasms|p:Tyr1007,Tyr1008|Q62120,16452,Q62689,24514
STAT1|Signal transducer and activator of transcription 1-alpha/beta|STAT1;ISGF-3 p91;Transcription factor ISGF-3 components p91/p84|STAT1|P42224|6772|87|NC|Im|transcription factor activated by interferons that drives antiviral gene expression|p:Tyr701,Ser727|P42225,20846,P52630,25124
STAT5A|Signal transducer and activator of transcription 5A|STAT5;MGF;STAT5A|STAT5a|P42229|6776|91|NC|ST|transcription factor activated by prolactin, growth hormone and IL-2 family cytokines|p:Tyr694|P42230,20850,Q62771,24918
SMAD2|Mothers against decapentaplegic homolog 2|Smad2;MADH2;JV18-1;hMAD-2|Smad2|Q15796|4087|52|NC|ST|receptor-regulated SMAD phosphorylated by TGF-beta and activin receptors|p:Ser465,Ser467|Q62432,17126,O70436,29357
SMAD3|Mothers against decapentaplegic homolog 3|Smad3;MADH3;JV15-2;hMAD-3|Smad3|P84022|4088|48|NC|ST|TGF-beta-activated transcriptional regulator central to fibrosis and immune tolerance|p:Ser423,Ser425|Q8BUN5,17127,P84025,25631
SMAD4|Mothers against decapentaplegic homolog 4|Smad4;DPC4;MADH4;Deletion target in pancreatic carcinoma 4|Smad4|Q13485|4089|60|NC|Ca|common-mediator SMAD lost in pancreatic cancer and used as an IHC marker|path|P97471,17128,O70437,50554
TGFB1|Transforming growth factor beta-1 proprotein|TGF-beta1;TGF-β1;LAP;Latency-associated peptide|TGF beta 1|P01137|7040|44|S|Im|pleiotropic cytokine regulating proliferation, fibrosis and immune suppression|-|P04202,21803,P17246,59086
TNF|Tumor necrosis factor|TNF-alpha;TNFα;Cachectin;TNFSF2|TNF alpha|P01375|7124|26|S|Im|pro-inflammatory cytokine produced by macrophages that signals through TNFR1 and TNFR2|-|P06804,21926,P16599,24835
IL6|Interleukin-6|IL-6;BSF-2;IFN-beta-2;Hybridoma growth factor|IL-6|P05231|3569|23|S|Im|cytokine driving the acute-phase response, B-cell maturation and Th17 differentiation|-|P08505,16193,P20607,24498
IL1B|Interleukin-1 beta|IL-1β;IL-1 beta;Catabolin;IL1F2|IL-1 beta|P01584|3553|31|S|Im|inflammasome-processed cytokine that mediates fever and inflammation; mature form 17 kDa|cl:Asp116|P10749,16176,Q63264,24494
IFNG|Interferon gamma|IFN-gamma;IFN-γ;Immune interferon|IFN gamma|P01579|3458|19|S|Im|type II interferon produced by Th1, CD8 and NK cells that activates macrophages|-|P01580,15978,P01581,25712
IL2|Interleukin-2|IL-2;T-cell growth factor;TCGF;Aldesleukin|IL-2|P60568|3558|18|S|Im|T-cell growth factor that supports regulatory and effector T-cell expansion|-|P04351,16183,P17108,116562
IL10|Interleukin-10|IL-10;CSIF;Cytokine synthesis inhibitory factor|IL-10|P22301|3586|21|S|Im|anti-inflammatory cytokine that limits macrophage and dendritic-cell activation|-|P18893,16153,P29456,25325
IL17A|Interleukin-17A|IL-17;IL-17A;CTLA-8|IL-17A|Q16552|3605|17|S|Im|signature cytokine of Th17 cells that recruits neutrophils|-|Q62386,16171,Q61453,301289
CD3E|T-cell surface glycoprotein CD3 epsilon chain|CD3;CD3e;T3E;T-cell surface antigen T3/Leu-4 epsilon chain|CD3 epsilon|P07766|916|23|M|Im|invariant chain of the TCR-CD3 complex and the pan-T-cell marker in pathology|path|P22646,12501,,25539
CD19|B-lymphocyte antigen CD19|CD19;B4;Differentiation antigen CD19;Leu-12|CD19|P15391|930|61|M|Im|B-cell co-receptor and target of CAR-T therapy|path;p:Tyr531|P25918,12478,,365367
MS4A1|B-lymphocyte antigen CD20|CD20;B1;Bp35;Leu-16|CD20|P11836|931|33|M|Im|B-cell surface protein targeted by rituximab and a pan-B-cell IHC marker|path|P19437,12482,,
CD14|Monocyte differentiation antigen CD14|CD14;Myeloid cell-specific leucine-rich glycoprotein|CD14|P08571|929|40|M|Im|LPS co-receptor on monocytes and macrophages|-|P10810,12475,Q63691,60350
CD68|Macrosialin|CD68;GP110;LAMP4;SCARD1|CD68|P34810|968|37|L|Im|lysosomal glycoprotein used as a macrophage marker in tissues|path|P31996,12514,,287435
ITGAM|Integrin alpha-M|CD11b;Mac-1 alpha;CR3A;MO1A|CD11b|P11215|3684|127|M|Im|integrin subunit of myeloid cells that binds iC3b and ICAM-1|-|P05555,16409,P0C1F2,25021
CD34|Hematopoietic progenitor cell antigen CD34|CD34;Mucosialin|CD34|P28906|947|41|M|SC|sialomucin marking haematopoietic progenitors and endothelium|path|Q64314,12490,,
PECAM1|Platelet endothelial cell adhesion molecule|CD31;PECAM-1;EndoCAM;GPIIA'|CD31|P16284|5175|83|M|Cv|adhesion molecule of endothelial junctions and the standard microvessel marker|path|Q08481,18613,Q3SWT0,29583
KDR|Vascular endothelial growth factor receptor 2|VEGFR2;VEGFR-2;FLK1;CD309|VEGFR2|P35968|3791|152|M|Cv|principal receptor mediating VEGF-driven angiogenesis|p:Tyr1175,Tyr1059|P35918,16542,O08775,25589
VEGFA|Vascular endothelial growth factor A|VEGF;VEGF-A;VPF;Vascular permeability factor|VEGF-A|P15692|7422|27|S|Cv|angiogenic growth factor induced by hypoxia|-|Q00731,22339,P16612,83785
HIF1A|Hypoxia-inducible factor 1-alpha|HIF-1 alpha;HIF1α;MOP1;bHLHe78|HIF-1 alpha|Q16665|3091|93|N|Ca|oxygen-regulated transcription factor stabilised under hypoxia|hy:Pro564,Pro402|Q61221,15251,O35800,29560
NOS3|Nitric oxide synthase, endothelial|eNOS;ECNOS;NOS type III|eNOS|P29474|4846|133|CM|Cv|endothelial enzyme producing nitric oxide to regulate vascular tone|p:Ser1177,Thr495|P70313,18127,Q62600,24600
NOS2|Nitric oxide synthase, inducible|iNOS;NOS type II;HEP-NOS|iNOS|P35228|4843|131|C|Im|inducible NO synthase of activated macrophages|-|P29477,18126,Q06518,24599
GFAP|Glial fibrillary acidic protein|GFAP;ALXDRD|GFAP|P14136|2670|50|CK|Ne|intermediate filament of astrocytes and marker of reactive gliosis|path|P03995,14580,P47819,24387
MAP2|Microtubule-associated protein 2|MAP-2;MAP2A;MAP2B;MAP2C|MAP2|P11137|4133|200|CK|Ne|dendritic microtubule-associated protein used as a neuronal marker|-|P20357,17756,P15146,25595
RBFOX3|RNA binding protein fox-1 homolog 3|NeuN;Fox-3;HRNBP3;Neuronal nuclei antigen|NeuN|A6NFN3|146713|46|N|Ne|neuron-specific splicing regulator recognised by the classic NeuN antibody|-|Q8BIF2,52897,D3ZQM1,287847
SYP|Synaptophysin|SYP;Major synaptic vesicle protein p38|Synaptophysin|P08247|6855|34|M|Ne|synaptic vesicle glycoprotein and a neuroendocrine tumour marker|path|Q62277,20977,P07825,24804
TH|Tyrosine 3-monooxygenase|Tyrosine hydroxylase;TYH;DYT5b|Tyrosine Hydroxylase|P07101|7054|59|C|Ne|rate-limiting enzyme of catecholamine synthesis marking dopaminergic neurons|p:Ser40,Ser31|P24529,21823,P04177,25085
SNCA|Alpha-synuclein|alpha-Synuclein;α-Synuclein;NACP;PARK1;PARK4|alpha-Synuclein|P37840|6622|14|C|Ne|presynaptic protein that aggregates into Lewy bodies in Parkinson disease|p:Ser129|O55042,20617,P37377,29219
MAPT|Microtubule-associated protein tau|Tau;PHF-tau;Neurofibrillary tangle protein;MAPTL|Tau|P10636|4137|79|CK|Ne|axonal microtubule-stabilising protein hyperphosphorylated in Alzheimer neurofibrillary tangles|p:Ser202,Thr205,Ser396,Ser404,Thr231;ac:Lys280|P10637,17762,P19332,29477
APP|Amyloid-beta precursor protein|APP;Amyloid beta A4 protein;ABPP;Alzheimer disease amyloid protein|APP / beta-Amyloid|P05067|351|87|M|Ne|transmembrane precursor cleaved by secretases to release amyloid-beta peptides|p:Thr668|P12023,11820,P08592,54226
PSEN1|Presenilin-1|PS-1;PS1;AD3;S182|Presenilin 1|P49768|5663|53|ER|Ne|catalytic subunit of gamma-secretase mutated in familial Alzheimer disease|-|P49769,19164,P97887,29192
TUBB3|Tubulin beta-3 chain|beta-III Tubulin;TUJ1;Tubulin beta-4 chain;CFEOM3|beta III Tubulin|Q13509|10381|50|CK|Ne|neuron-specific beta-tubulin isotype used to identify early neurons|-|Q9ERD7,22152,Q4QRB4,246118
OLIG2|Oligodendrocyte transcription factor 2|Olig2;bHLHb1;PRKCBP2;RACK17|Olig2|Q13516|10215|32|N|Ne|bHLH factor specifying oligodendrocytes and motor neurons; marker of gliomas|path|Q9EQW6,50913,Q5PQP1,304103
MBP|Myelin basic protein|MBP;Myelin A1 protein;Myelin membrane encephalitogenic protein|Myelin Basic Protein|P02686|4155|33|M|Ne|major protein of central nervous system myelin|-|P04370,17196,P02688,24547
GRIN1|Glutamate receptor ionotropic, NMDA 1|NMDAR1;GluN1;NR1;NMD-R1|NMDAR1|Q05586|2902|105|M|Ne|obligatory subunit of NMDA receptors that mediate synaptic plasticity|p:Ser896|P35438,14810,P35439,24408
DLG4|Disks large homolog 4|PSD-95;PSD95;SAP90;SAP-90|PSD-95|P78352|1742|80|M|Ne|scaffold protein of excitatory postsynaptic densities|-|Q62108,13385,P31016,29495
BDNF|Brain-derived neurotrophic factor|BDNF;Abrineurin;ANON2|BDNF|P23560|627|28|S|Ne|neurotrophin that promotes neuronal survival and synaptic plasticity via TrkB|-|P21237,12064,P23363,24225
NTRK2|BDNF/NT-3 growth factors receptor|TrkB;TRKB;GP145-TrkB|TrkB|Q16620|4915|92|M|Ne|receptor tyrosine kinase for BDNF|p:Tyr816,Tyr706|P15209,18212,Q63604,25054
IBA1|Allograft inflammatory factor 1|Iba1;AIF1;IRT-1;Ionized calcium-binding adapter molecule 1|Iba1|P55008|199|17|C|Ne|calcium-binding protein of microglia and macrophages used as a microglial marker|-|O70200,11629,P55009,29427
CHAT|Choline O-acetyltransferase|ChAT;CHOACTase;Choline acetylase|ChAT|P28329|1103|83|C|Ne|enzyme synthesising acetylcholine in cholinergic neurons|-|Q03059,12647,P13222,290567
SLC17A7|Vesicular glutamate transporter 1|VGLUT1;BNPI;Brain-specific Na-dependent inorganic phosphate cotransporter|VGLUT1|Q9P2U7|57030|62|M|Ne|transporter loading glutamate into synaptic vesicles of excitatory neurons|-|Q3TXX4,72961,Q62634,116638
GAD1|Glutamate decarboxylase 1|GAD67;GAD-67;67 kDa glutamic acid decarboxylase|GAD67|Q99259|2571|67|C|Ne|enzyme synthesising GABA and a marker of inhibitory interneurons|-|P48318,14415,P18088,24379
SOX2|Transcription factor SOX-2|Sox2;SRY-box 2;ANOP3|Sox2|P48431|6657|34|N|SC|pluripotency and neural progenitor transcription factor|-|P48432,20674,,499593
POU5F1|POU domain, class 5, transcription factor 1|Oct4;Oct-4;OCT3;OTF3;Octamer-binding protein 3|Oct4|Q01860|5460|39|N|SC|core pluripotency transcription factor of embryonic stem cells and germ cell tumours|path|P20263,18999,,294562
NANOG|Homeobox protein NANOG|Nanog;hNanog;Homeobox transcription factor Nanog|Nanog|Q9H9S0|79923|35|N|SC|homeobox factor that sustains embryonic stem-cell self-renewal|-|Q80Z64,71950,,408206
KLF4|Krueppel-like factor 4|KLF4;EZF;GKLF;Gut-enriched Krueppel-like factor|KLF4|O43474|9314|55|N|SC|zinc-finger transcription factor used in iPSC reprogramming|-|Q60793,16600,,116637
LIN28A|Protein lin-28 homolog A|Lin28;LIN28;CSDD1;ZCCHC1|Lin28A|Q9H9Z2|79727|23|C|SC|RNA-binding protein that blocks let-7 microRNA maturation|-|Q8K3Y3,83557,,
NES|Nestin|Nestin;NES|Nestin|P48681|10763|177|CK|SC|intermediate filament protein of neural stem and progenitor cells|-|Q6P5H2,18008,P21263,25491
PAX6|Paired box protein Pax-6|Pax6;Aniridia type II protein;Oculorhombin|Pax6|P26367|5080|47|N|DB|paired-box factor controlling eye and forebrain development|-|P63015,18508,P63016,25509
CD44|CD44 antigen|CD44;HCAM;Pgp-1;Hermes antigen;Phagocytic glycoprotein 1|CD44|P16070|960|82|M|SC|hyaluronan receptor used as a cancer stem-cell marker|-|P15379,12505,P26051,25406
PROM1|Prominin-1|CD133;AC133;PROML1|CD133|O43490|8842|97|M|SC|pentaspan membrane glycoprotein marking haematopoietic and cancer stem cells|-|O54990,19126,Q8R4I3,
KRT5|Keratin, type II cytoskeletal 5|Cytokeratin 5;CK5;K5;KRT5A|Cytokeratin 5|P13647|3852|62|CK|Ca|basal keratin marking squamous and basal-like epithelium|path|Q922U2,110308,Q6P6Q2,
KRT14|Keratin, type I cytoskeletal 14|Cytokeratin 14;CK14;K14|Cytokeratin 14|P02533|3861|52|CK|CB|basal keratinocyte keratin paired with K5|path|Q61781,16664,Q6IFV1,
KRT18|Keratin, type I cytoskeletal 18|Cytokeratin 18;CK18;K18;CYK18|Cytokeratin 18|P05783|3875|48|CK|CB|simple-epithelium keratin whose caspase cleavage marks apoptotic epithelial cells|path|P05784,16668,Q5BJY9,294853
KRT8|Keratin, type II cytoskeletal 8|Cytokeratin 8;CK8;K8;CAM 5.2|Cytokeratin 8|P05787|3856|54|CK|CB|simple-epithelium keratin partner of K18, detected by CAM 5.2 in pathology|path|P11679,16691,Q10758,25626
KRT19|Keratin, type I cytoskeletal 19|Cytokeratin 19;CK19;K19;CYFRA 21-1|Cytokeratin 19|P08727|3880|44|CK|Ca|keratin of ductal epithelia and cholangiocytes used in carcinoma typing|path|P19001,16669,Q63279,360626
KRT7|Keratin, type II cytoskeletal 7|Cytokeratin 7;CK7;K7;Sarcolectin|Cytokeratin 7|P08729|3855|51|CK|Ca|keratin of glandular and transitional epithelia used with CK20 to classify carcinomas|path|Q9DCV7,110310,Q6IG12,
KRT20|Keratin, type I cytoskeletal 20|Cytokeratin 20;CK20;K20;MOL-IT-1|Cytokeratin 20|P35900|54474|48|CK|Ca|intestinal-type keratin used to identify colorectal and urothelial carcinoma|path|Q9D312,66809,P25030,
EPCAM|Epithelial cell adhesion molecule|EpCAM;TACSTD1;CD326;KSA;Ber-EP4 antigen|EpCAM|P16422|4072|35|M|Ca|epithelial adhesion molecule used to detect circulating tumour cells|path|Q99JW5,17075,O55159,
CDH2|Cadherin-2|N-cadherin;CD325;NCAD;Neural cadherin|N-Cadherin|P19022|1000|100|M|Ca|mesenchymal cadherin gained during epithelial-mesenchymal transition|-|P15116,12558,Q9Z1Y3,83501
SNAI1|Zinc finger protein SNAI1|Snail;SNAH;Protein snail homolog 1|Snail|O95863|6615|29|N|Ca|EMT transcription factor that represses E-cadherin|-|Q02085,20613,Q9JKY0,116490
TWIST1|Twist-related protein 1|Twist;TWIST;bHLHa38;H-twist|Twist1|Q15672|7291|21|N|Ca|bHLH factor that promotes EMT and metastasis|-|P26687,22160,P97831,
ZEB1|Zinc finger E-box-binding homeobox 1|ZEB1;TCF8;AREB6;Delta EF1;ZFHX1A|ZEB1|P37275|6935|124|N|Ca|transcriptional repressor of epithelial genes during EMT|-|Q64318,21417,D3ZJ05,
FN1|Fibronectin|Fibronectin;FN;Cold-insoluble globulin;CIG|Fibronectin|P02751|2335|263|Ex|CB|extracellular matrix glycoprotein binding integrins, collagen and fibrin|-|P11276,14268,P04937,25661
COL1A1|Collagen alpha-1(I) chain|Collagen I;Collagen type I alpha 1;OI4|Collagen I|P02452|1277|139|Ex|CB|major fibrillar collagen of skin, bone and tendon and a fibrosis marker|-|P11087,12842,P02454,29393
ACTA2|Actin, aortic smooth muscle|alpha-SMA;α-SMA;Alpha-actin-2;ACTSA;Smooth muscle actin|alpha Smooth Muscle Actin|P62736|59|42|CK|Cv|smooth muscle actin marking myofibroblasts, pericytes and vascular smooth muscle|path|P62737,11475,P62738,81633
DES|Desmin|Desmin;CMD1I;CSM1|Desmin|P17661|1674|53|CK|Cv|muscle-specific intermediate filament used to identify myogenic tumours|path|P31001,13346,P48675,64362
MYH7|Myosin-7|beta-MHC;Myosin heavy chain 7;MyHC-slow;MYHCB|Myosin heavy chain beta|P12883|4625|223|CK|Cv|slow cardiac and skeletal muscle myosin heavy chain|-|Q91Z83,140781,P02564,29557
TNNT2|Troponin T, cardiac muscle|cTnT;Cardiac troponin T;TnTc;CMH2|Cardiac Troponin T|P45379|7139|36|CK|Cv|thin-filament regulatory protein and clinical marker of myocardial injury|-|P50752,21956,P50753,24837
TNNI3|Troponin I, cardiac muscle|cTnI;Cardiac troponin I;TNNC1|Cardiac Troponin I|P19429|7137|24|CK|Cv|inhibitory subunit of cardiac troponin|p:Ser23,Ser24|P48787,21954,P23693,29248
NPPA|Natriuretic peptides A|ANP;ANF;Atrial natriuretic factor;CDD-ANF|ANP|P01160|4878|17|S|Cv|cardiac hormone regulating natriuresis and blood pressure|-|P05125,230899,P01161,24602
NPPB|Natriuretic peptides B|BNP;Brain natriuretic peptide;NT-proBNP|BNP|P16860|4879|15|S|Cv|ventricular hormone and biomarker of heart failure|-|P40753,18158,P13205,25105
SIRT1|NAD-dependent protein deacetylase sirtuin-1|SIRT1;SIR2L1;hSIRT1;Sir2|SIRT1|Q96EB6|23411|82|N|Ep|NAD+-dependent deacetylase that links metabolism to chromatin and ageing|p:Ser47|Q923E4,93759,,309757
SIRT3|NAD-dependent protein deacetylase sirtuin-3, mitochondrial|SIRT3;SIR2L3|SIRT3|Q9NTG7|23410|44|Mt|Me|mitochondrial deacetylase that activates enzymes of oxidative metabolism|-|Q8R104,64384,,293615
PPARG|Peroxisome proliferator-activated receptor gamma|PPAR-gamma;PPARγ;NR1C3|PPAR gamma|P37231|5468|58|N|Me|master regulator of adipogenesis and target of thiazolidinediones|p:Ser273|P37238,19016,O88275,25664
PPARGC1A|Peroxisome proliferator-activated receptor gamma coactivator 1-alpha|PGC-1alpha;PGC-1α;PGC1A;LEM6|PGC-1 alpha|Q9UBK2|10891|91|N|Me|transcriptional co-activator driving mitochondrial biogenesis|ac:Lys183|O70343,19017,Q9QYK2,83516
PRKAA1|5'-AMP-activated protein kinase catalytic subunit alpha-1|AMPK alpha 1;AMPKα1;AMPK1|AMPK alpha 1|Q13131|5562|64|C|Me|energy-sensing kinase activated by a rising AMP/ATP ratio|p:Thr172|Q5EG47,105787,P54645,65248
ACACA|Acetyl-CoA carboxylase 1|ACC1;ACC-alpha;ACACA|Acetyl-CoA Carboxylase|Q13085|31|266|C|Me|rate-limiting enzyme of fatty-acid synthesis inhibited by AMPK|p:Ser79|Q5SWU9,107476,P11497,60581
FASN|Fatty acid synthase|FAS;FASN;OA-519|Fatty Acid Synthase|P49327|2194|273|C|Me|multifunctional enzyme synthesising palmitate, overexpressed in many cancers|-|P19096,14104,P12785,50671
SREBF1|Sterol regulatory element-binding protein 1|SREBP-1;SREBP1;bHLHd1;ADD1|SREBP-1|P36956|6720|122|ER|Me|membrane-bound transcription factor controlling lipogenic genes|-|Q9WTN3,20787,P56720,78968
INS|Insulin|Insulin;Proinsulin;IDDM2|Insulin|P01308|3630|12|S|Me|pancreatic beta-cell hormone that lowers blood glucose|path|P01326,16334,P01322,24505
GCG|Glucagon|Glucagon;GLP-1;Glucagon-like peptide 1;GRPP|Glucagon|P01275|2641|21|S|Me|proglucagon-derived hormone of pancreatic alpha cells that raises blood glucose|-|P55095,14526,P06883,24952
SLC2A4|Solute carrier family 2, facilitated glucose transporter member 4|GLUT4;GLUT-4;Insulin-responsive glucose transporter|GLUT4|P14672|6517|55|M|Me|insulin-regulated glucose transporter of muscle and adipose tissue|-|P14142,20528,P19357,25139
SLC2A1|Solute carrier family 2, facilitated glucose transporter member 1|GLUT1;GLUT-1;HepG2 glucose transporter|GLUT1|P11166|6513|54|M|Me|ubiquitous glucose transporter up-regulated in hypoxic tumours|path|P17809,20525,P11167,24778
HK2|Hexokinase-2|Hexokinase II;HK II;Muscle form hexokinase|Hexokinase II|P52789|3099|102|Mt|Me|glycolytic hexokinase bound to mitochondria and over-expressed in tumours|-|O08528,15277,P27881,25059
PKM|Pyruvate kinase PKM|PKM2;PKM1;Pyruvate kinase M1/M2;OIP3|PKM2|P14618|5315|58|C|Me|glycolytic enzyme whose M2 isoform supports aerobic glycolysis in cancer|p:Tyr105|P52480,18746,P11980,25630
LDHA|L-lactate dehydrogenase A chain|LDH-A;LDH-M;LDHA;PIG19|LDHA|P00338|3939|37|C|Me|enzyme converting pyruvate to lactate during anaerobic glycolysis|-|P06151,16828,P04642,24533
UCP1|Mitochondrial brown fat uncoupling protein 1|UCP1;Thermogenin;SLC25A7|UCP1|P25874|7350|33|Mt|Me|proton carrier of brown adipocytes that dissipates energy as heat|-|P12242,22227,P04633,24860
CPT1A|Carnitine O-palmitoyltransferase 1, liver isoform|CPT1A;CPT I;CPT1-L|CPT1A|P50416|1374|88|Mt|Me|rate-limiting enzyme of mitochondrial fatty-acid oxidation|-|P97742,12894,P32198,25757
EZH2|Histone-lysine N-methyltransferase EZH2|EZH2;ENX-1;KMT6A;Enhancer of zeste homolog 2|EZH2|Q15910|2146|85|N|Ep|catalytic subunit of PRC2 that trimethylates histone H3 lysine 27|p:Thr487,Ser21|Q61188,14056,,
DNMT1|DNA (cytosine-5)-methyltransferase 1|DNMT1;MCMT;CXXC9;DNA methyltransferase HsaI|DNMT1|P26358|1786|183|N|Ep|maintenance DNA methyltransferase that copies methylation patterns after replication|-|P13864,13433,Q9Z330,84350
DNMT3A|DNA (cytosine-5)-methyltransferase 3A|DNMT3A;Dnmt3a|DNMT3A|Q9Y6K1|1788|102|N|Ep|de novo DNA methyltransferase frequently mutated in clonal haematopoiesis and AML|-|O88508,13435,,
HDAC1|Histone deacetylase 1|HDAC1;RPD3L1;HD1|HDAC1|Q13547|3065|55|N|Ep|class I deacetylase of co-repressor complexes|-|O09106,433759,,297893
HDAC2|Histone deacetylase 2|HDAC2;HD2;YAF1|HDAC2|Q92769|3066|55|N|Ep|class I histone deacetylase paired with HDAC1 in Sin3, NuRD and CoREST complexes|-|P70288,15182,,84577
EP300|Histone acetyltransferase p300|p300;E1A-associated protein p300;KAT3B|p300|Q09472|2033|264|N|Ep|histone acetyltransferase and co-activator that deposits H3K27ac at enhancers|-|B2RWS6,328572,,
CREBBP|CREB-binding protein|CBP;KAT3A;RSTS|CBP|Q92793|1387|265|N|Ep|histone acetyltransferase co-activator paralogous to p300|-|P45481,12914,,54244
KDM1A|Lysine-specific histone demethylase 1A|LSD1;AOF2;BHC110;KDM1|LSD1|O60341|23028|93|N|Ep|FAD-dependent demethylase of H3K4me1/2 and H3K9me1/2|-|Q6ZQ88,99982,,
BRD4|Bromodomain-containing protein 4|BRD4;HUNK1;MCAP|BRD4|O60885|23476|152|N|Ep|BET protein that reads acetylated histones and recruits P-TEFb; target of JQ1|-|Q9ESU6,57261,,
TET2|Methylcytosine dioxygenase TET2|TET2;KIAA1546|TET2|Q6N021|54790|224|N|Ep|dioxygenase that oxidises 5-methylcytosine during active demethylation|-|Q4JK59,214133,,
CTCF|Transcriptional repressor CTCF|CTCF;11-zinc finger protein;CCCTC-binding factor|CTCF|P49711|10664|83|N|Ep|insulator protein that anchors chromatin loops with cohesin|-|Q61164,13018,Q9R1D1,83726
H2AX|Histone H2AX|H2AFX;gamma-H2AX;γH2AX;H2A.X|Histone H2A.X|P16104|3014|15|N|DD|histone variant phosphorylated at Ser139 (gamma-H2AX) at DNA double-strand breaks|p:Ser139|P27661,15270,,
H4C1|Histone H4|Histone H4;H4;HIST1H4A|Histone H4|P62805|8359|11|N|Ep|core histone whose tail acetylation loosens chromatin|ac:Lys5,Lys8,Lys12,Lys16;me:Lys20;bu:Lys5|P62806,,P62804,
H2BC1|Histone H2B type 1-A|Histone H2B;H2B;HIST1H2BA;TSH2B|Histone H2B|Q96A08|255626|14|N|Ep|core histone whose monoubiquitination accompanies transcription elongation|ac:Lys120,Lys5|P70696,,,
CHEK1|Serine/threonine-protein kinase Chk1|Chk1;CHK1 checkpoint homolog|Chk1|O14757|1111|54|N|DD|checkpoint kinase activated by ATR during replication stress|p:Ser345,Ser317|O35280,12649,Q6AYC5,
CHEK2|Serine/threonine-protein kinase Chk2|Chk2;CDS1;RAD53;Hucds1|Chk2|O96017|11200|61|N|DD|checkpoint kinase activated by ATM after double-strand breaks|p:Thr68|Q9Z265,50883,,
ATM|Serine-protein kinase ATM|ATM;Ataxia telangiectasia mutated;A-T mutated|ATM|Q13315|472|351|N|DD|apical kinase of the double-strand break response|p:Ser1981|Q62388,11920,,300711
ATR|Serine/threonine-protein kinase ATR|ATR;FRAP-related protein 1;Ataxia telangiectasia and Rad3-related protein|ATR|Q13535|545|301|N|DD|replication-stress sensing kinase that activates Chk1|p:Thr1989|Q9JKK8,245000,,
BRCA1|Breast cancer type 1 susceptibility protein|BRCA1;RING finger protein 53;RNF53|BRCA1|P38398|672|208|N|DD|E3 ligase and homologous-recombination factor mutated in hereditary breast and ovarian cancer|p:Ser1524|P48754,12189,O54952,497672
BRCA2|Breast cancer type 2 susceptibility protein|BRCA2;FANCD1;Fanconi anemia group D1 protein|BRCA2|P51587|675|384|N|DD|mediator loading RAD51 onto single-stranded DNA during homologous recombination|-|P97929,12190,O35923,
RAD51|DNA repair protein RAD51 homolog 1|RAD51;HsRad51;RECA;BRCC5|RAD51|Q06609|5888|37|N|DD|recombinase forming nucleoprotein filaments for strand invasion|-|Q08297,19361,,499870
TP53BP1|TP53-binding protein 1|53BP1;p202;p53-binding protein 1|53BP1|Q12888|7158|214|N|DD|DNA damage response protein forming foci at double-strand breaks|p:Ser1778|P70399,27223,,
MLH1|DNA mismatch repair protein Mlh1|MLH1;MutL protein homolog 1;COCA2|MLH1|P40692|4292|85|N|DD|mismatch-repair protein whose loss on IHC indicates Lynch syndrome or MSI tumours|path|Q9JK91,17350,,
MSH2|DNA mismatch repair protein Msh2|MSH2;MutS protein homolog 2;HNPCC1|MSH2|P43246|4436|105|N|DD|mismatch-recognition protein paired with MSH6 in MutS-alpha|path|P43247,17685,,
MSH6|DNA mismatch repair protein Msh6|MSH6;GTBP;G/T mismatch-binding protein;p160|MSH6|P52701|2956|153|N|DD|mismatch-repair protein routinely stained in the four-antibody MMR panel|path|P54276,17688,,
PMS2|Mismatch repair endonuclease PMS2|PMS2;PMSL2;HNPCC4|PMS2|P54278|5395|96|N|DD|MutL-alpha endonuclease subunit tested in mismatch-repair IHC panels|path|P54279,18861,,
CDK1|Cyclin-dependent kinase 1|CDK1;CDC2;p34 protein kinase;Cell division control protein 2 homolog|CDK1 / CDC2|P06493|983|34|NC|CC|mitotic kinase activated by cyclin B|p:Tyr15,Thr161|P11440,12534,P39951,54237
CDK2|Cyclin-dependent kinase 2|CDK2;p33 protein kinase;CDKN2|CDK2|P24941|1017|34|NC|CC|kinase partnering cyclins E and A to drive S-phase entry|p:Thr160|P97377,12566,Q63699,362817
CDK4|Cyclin-dependent kinase 4|CDK4;PSK-J3;Cell division protein kinase 4|CDK4|P11802|1019|34|NC|CC|G1 kinase targeted by palbociclib; amplified in liposarcoma|path|P30285,12567,P35426,94201
CDK6|Cyclin-dependent kinase 6|CDK6;PLSTIRE;Cell division protein kinase 6|CDK6|Q00534|1021|37|NC|CC|G1 kinase paralogous to CDK4|-|Q64261,12571,,114483
CCND1|G1/S-specific cyclin-D1|Cyclin D1;BCL-1;PRAD1;B-cell lymphoma 1 protein|Cyclin D1|P24385|595|34|N|CC|regulatory subunit of CDK4/6 overexpressed in mantle cell lymphoma|path;p:Thr286|P25322,12443,P39948,58919
CCNB1|G2/mitotic-specific cyclin-B1|Cyclin B1;CCNB|Cyclin B1|P14635|891|48|NC|CC|mitotic cyclin activating CDK1 at the G2/M transition|p:Ser126,Ser147|P24860,268697,P30277,25203
CCNE1|G1/S-specific cyclin-E1|Cyclin E1;CCNE|Cyclin E1|P24864|898|47|N|CC|cyclin activating CDK2 at the G1/S boundary|-|Q61457,12447,,25729
AURKA|Aurora kinase A|Aurora A;STK15;AIK;BTAK;ARK1|Aurora A|O14965|6790|46|CK|CC|centrosomal kinase required for spindle assembly|p:Thr288|P97477,20878,P59241,54629
PLK1|Serine/threonine-protein kinase PLK1|PLK1;Polo-like kinase 1;STPK13|PLK1|P53350|5347|68|NC|CC|mitotic kinase controlling centrosome maturation and cytokinesis|p:Thr210|Q07832,18817,Q62673,25515
E2F1|Transcription factor E2F1|E2F-1;RBAP-1;RBBP-3;PBR3|E2F1|Q01094|1869|47|N|CC|transcription factor released from Rb to activate S-phase genes|-|Q61501,13555,O09139,399489
WEE1|Wee1-like protein kinase|WEE1;WEE1hu|Wee1|P30291|7465|72|N|CC|tyrosine kinase that inhibits CDK1 by phosphorylating Tyr15|p:Ser642|P47810,22390,Q63802,
YAP1|Transcriptional coactivator YAP1|YAP;YAP65;Yes-associated protein 1|YAP|P46937|10413|54|NC|ST|Hippo-pathway co-activator excluded from the nucleus by LATS phosphorylation|p:Ser127,Ser397|P46938,22601,,363014
WWTR1|WW domain-containing transcription regulator protein 1|TAZ;WWTR1|TAZ|Q9GZV5|25937|44|NC|ST|YAP paralogue acting with TEAD transcription factors|p:Ser89|Q9EPK5,97064,,
LATS1|Serine/threonine-protein kinase LATS1|LATS1;WARTS;h-warts|LATS1|O95835|9113|127|C|ST|core Hippo kinase phosphorylating YAP and TAZ|p:Thr1079,Ser909|Q8BYR2,16798,,
NOTCH1|Neurogenic locus notch homolog protein 1|Notch1;TAN1;hN1;Notch 1 intracellular domain;NICD|Notch1|P46531|4851|273|M|DB|receptor whose cleaved intracellular domain (NICD) activates CSL-dependent transcription|cl:Val1744|Q01705,18128,Q07008,25496
HES1|Transcription factor HES-1|HES1;HRY;bHLHb39;Hairy-like protein|HES1|Q14469|3280|30|N|DB|Notch target repressor maintaining progenitor pools|-|P35428,15205,Q04666,29577
SHH|Sonic hedgehog protein|SHH;HHG-1;Shh N-terminal fragment|Sonic Hedgehog|Q15465|6469|50|S|DB|morphogen patterning the neural tube and limbs|-|Q62226,20423,Q63673,29499
GLI1|Zinc finger protein GLI1|GLI1;Glioma-associated oncogene;Oncogene GLI|GLI1|P08151|2735|118|NC|DB|Hedgehog-responsive transcription factor|-|P47806,14632,,
WNT3A|Protein Wnt-3a|Wnt-3a;WNT3A|Wnt3a|P56704|89780|39|S|DB|canonical Wnt ligand stabilising beta-catenin|-|P27467,22416,,
LRP6|Low-density lipoprotein receptor-related protein 6|LRP6;LRP-6|LRP6|O75581|4040|180|M|ST|Wnt co-receptor phosphorylated upon ligand binding|p:Ser1490|O88572,16974,,
APC|Adenomatous polyposis coli protein|APC;Protein APC;Deleted in polyposis 2.5|APC|P25054|324|312|C|Ca|scaffold of the beta-catenin destruction complex mutated in colorectal cancer|-|Q61315,11789,P70478,24205
KIT|Mast/stem cell growth factor receptor Kit|c-Kit;CD117;SCFR;Proto-oncogene c-Kit|c-Kit / CD117|P10721|3815|110|M|Ca|receptor tyrosine kinase for stem cell factor and the diagnostic marker of GIST|path;p:Tyr719|P05532,16590,Q63116,64030
MET|Hepatocyte growth factor receptor|c-Met;HGFR;Scatter factor receptor|c-Met|P08581|4233|156|M|Ca|receptor tyrosine kinase for HGF amplified or exon-14 mutated in lung cancer|path;p:Tyr1234,Tyr1235,Tyr1349|P16056,17295,P97523,24553
ALK|ALK tyrosine kinase receptor|ALK;Anaplastic lymphoma kinase;CD246|ALK|Q9UM73|238|176|M|Ca|receptor tyrosine kinase rearranged in lung cancer and anaplastic large-cell lymphoma|path;p:Tyr1604|P97793,11682,,
RET|Proto-oncogene tyrosine-protein kinase receptor Ret|RET;c-Ret;CDHF12;RET51|RET|P07949|5979|124|M|Ca|receptor tyrosine kinase mutated in medullary thyroid cancer|p:Tyr905|P35546,19713,,
FGFR1|Fibroblast growth factor receptor 1|FGFR-1;FLG;bFGF-R-1;CD331|FGFR1|P11362|2260|92|M|ST|receptor for fibroblast growth factors|p:Tyr653,Tyr654|P16092,14182,Q04589,79114
IGF1R|Insulin-like growth factor 1 receptor|IGF-1R;IGF-I receptor;CD221|IGF-1R|P08069|3480|155|M|ST|receptor tyrosine kinase mediating IGF-1 growth signals|p:Tyr1135,Tyr1136|Q60751,16001,P24062,25718
INSR|Insulin receptor|IR;Insulin receptor beta;CD220|Insulin Receptor|P06213|3643|156|M|Me|receptor tyrosine kinase that initiates insulin signalling through IRS proteins|p:Tyr1150,Tyr1151|P15208,16337,P15127,24954
PDGFRB|Platelet-derived growth factor receptor beta|PDGFR-beta;CD140b;PDGFR1|PDGFR beta|P09619|5159|124|M|ST|receptor tyrosine kinase of pericytes and fibroblasts|p:Tyr751|P05622,18596,Q05030,24629
CD274|Programmed cell death 1 ligand 1|PD-L1;B7-H1;PDCD1L1;PDCD1LG1|PD-L1|Q9NZQ7|29126|33|M|Im|immune checkpoint ligand whose tumour expression predicts response to anti-PD-1 therapy|path|Q9EP73,60533,,499342
PDCD1|Programmed cell death protein 1|PD-1;CD279;SLEB2|PD-1|Q15116|5133|32|M|Im|inhibitory receptor of exhausted T cells targeted by checkpoint inhibitors|path|Q02242,18566,,301626
CTLA4|Cytotoxic T-lymphocyte protein 4|CTLA-4;CD152;ICOS-like|CTLA-4|P16410|1493|25|M|Im|inhibitory receptor competing with CD28 for B7 ligands|-|P09793,12477,Q9Z1A7,63835
FOXP3|Forkhead box protein P3|FOXP3;Scurfin;IPEX;JM2|FOXP3|Q9BZS1|50943|47|N|Im|lineage-defining transcription factor of regulatory T cells|path|Q99JB6,20371,,317382
CD38|ADP-ribosyl cyclase/cyclic ADP-ribose hydrolase 1|CD38;T10;cADPr hydrolase 1|CD38|P28907|952|34|M|Im|ectoenzyme of plasma cells targeted by daratumumab|path|P56528,12494,Q64244,25668
NCAM1|Neural cell adhesion molecule 1|CD56;NCAM;NCAM-120|CD56|P13591|4684|95|M|Ne|adhesion molecule marking NK cells and neuroendocrine tumours|path|P13595,17967,P13596,24586
SDC1|Syndecan-1|CD138;SYND1;Syndecan|CD138|P18827|6382|32|M|Im|heparan sulfate proteoglycan marking plasma cells|path|P18828,20969,P26260,25216
TNFRSF8|Tumor necrosis factor receptor superfamily member 8|CD30;Ki-1;D1S166E|CD30|P28908|943|64|M|Im|TNF receptor expressed by Reed-Sternberg cells and ALCL|path|Q60846,21941,,
CD5|T-cell surface glycoprotein CD5|CD5;Leu-1;T1;Lymphocyte antigen T1/Leu-1|CD5|P06127|921|55|M|Im|T-cell receptor regulator aberrantly expressed in CLL and mantle cell lymphoma|path|P13379,12507,,
MME|Neprilysin|CD10;CALLA;Neutral endopeptidase;NEP|CD10|P08473|4311|86|M|Im|metallopeptidase marking germinal-centre B cells and renal carcinoma|path|Q61391,17380,P07861,24590
FCER2|Low affinity immunoglobulin epsilon Fc receptor|CD23;FCE2;BLAST-2|CD23|P06734|2208|36|M|Im|C-type lectin on activated B cells; positive in CLL|path|P20693,14128,,
BCL6|B-cell lymphoma 6 protein|BCL-6;ZBTB27;LAZ3;BCL5|Bcl-6|P41182|604|79|N|Im|transcriptional repressor required for germinal-centre formation|path|P41183,12053,,
IRF4|Interferon regulatory factor 4|MUM1;IRF-4;LSIRF|MUM1 / IRF4|Q15306|3662|52|N|Im|transcription factor of activated B cells and plasma cells|path|Q64287,16364,,
PAX5|Paired box protein Pax-5|PAX5;BSAP;B-cell-specific transcription factor|PAX5|Q02548|5079|42|N|Im|B-cell identity factor used as a pan-B-cell IHC marker|path|Q02650,18507,,
CD79A|B-cell antigen receptor complex-associated protein alpha chain|CD79a;Ig-alpha;MB-1;IGA|CD79a|P11912|973|25|M|Im|signalling component of the B-cell receptor|path|P11911,12518,,
NKX2-1|Homeobox protein Nkx-2.1|TTF-1;TTF1;Thyroid transcription factor 1;NKX2A|TTF-1|P43699|7080|39|N|Ca|transcription factor of lung and thyroid epithelium marking lung adenocarcinoma|path|P50220,21869,P23441,
NAPSA|Napsin-A|Napsin A;NAP1;KAP;TA01/TA02|Napsin A|O96009|9476|45|L|Ca|aspartic protease of type II pneumocytes used to diagnose lung adenocarcinoma|path|O09043,16541,,
GATA3|Trans-acting T-cell-specific transcription factor GATA-3|GATA3;HDR;GATA-binding factor 3|GATA3|P23771|2625|48|N|Ca|transcription factor of Th2 cells, mammary and urothelial epithelium|path|P23772,14462,P23770,
CDX2|Homeobox protein CDX-2|CDX2;CDX-3;Caudal-type homeobox 2|CDX2|Q99626|1045|34|N|Ca|intestinal transcription factor marking colorectal adenocarcinoma|path|P43241,12591,O08629,
SOX10|Transcription factor SOX-10|Sox10;DOM;WS4|SOX10|P56693|6663|50|N|Ne|neural-crest transcription factor marking melanoma and Schwann cells|path|Q04888,20665,O55170,
PMEL|Melanocyte protein PMEL|HMB-45 antigen;gp100;SILV;ME20|HMB45 / gp100|P40967|6490|70|M|Ca|melanosomal matrix protein recognised by HMB-45 in melanoma diagnosis|path|Q60696,20431,,
MLANA|Melanoma antigen recognized by T-cells 1|Melan-A;MART-1;MART1|Melan-A|Q16655|2315|13|ER|Ca|melanocyte differentiation antigen used in melanoma diagnosis|path|Q9CPX4,77836,,
S100B|Protein S100-B|S100 beta;S-100 protein beta chain;NEF|S100B|P04271|6285|11|C|Ne|calcium-binding protein of glia, melanocytes and Schwann cells|path|P50114,20203,P04631,25742
CHGA|Chromogranin-A|Chromogranin A;CgA;Pituitary secretory protein I|Chromogranin A|P10645|1113|51|S|Ne|secretory granule protein and the classic neuroendocrine marker|path|P26339,12652,P10354,24258
WT1|Wilms tumor protein|WT1;WT33;GUD|WT1|P19544|7490|49|N|Ca|zinc-finger transcription factor positive in mesothelioma and serous carcinoma|path|P22561,22431,P49952,24883
CALB2|Calretinin|Calretinin;CR;CAB29|Calretinin|P22676|794|32|C|Ca|calcium-binding protein marking mesothelioma and some neurons|path|Q08331,12308,P47728,117059
ERG|Transcriptional regulator ERG|ERG;ETS-related gene;p55|ERG|P11308|2078|54|N|Ca|ETS transcription factor fused to TMPRSS2 in prostate cancer and an endothelial marker|path|P81270,13876,,
AMACR|Alpha-methylacyl-CoA racemase|AMACR;P504S;2-methylacyl-CoA racemase|AMACR / P504S|Q9UHK6|23600|42|Mt|Ca|racemase over-expressed in prostate adenocarcinoma|path|O09174,17117,P70473,25284
TP63|Tumor protein 63|p63;p40;TP73L;KET;p51|p63|Q9H3D4|8626|77|N|Ca|p53 family factor marking basal cells and squamous carcinoma|path|O88898,22061,,
MUC1|Mucin-1|MUC1;EMA;Epithelial membrane antigen;CA 15-3;PEM|MUC1 / EMA|P15941|4582|122|M|Ca|transmembrane mucin detected as EMA in carcinoma diagnosis|path|Q02496,17829,,
CEACAM5|Carcinoembryonic antigen-related cell adhesion molecule 5|CEA;CD66e;Carcinoembryonic antigen|CEA|P06731|1048|77|M|Ca|GPI-anchored glycoprotein and serum marker of colorectal cancer|path|,,,
AFP|Alpha-fetoprotein|AFP;Alpha-fetoglobulin;HPAFP|Alpha-Fetoprotein|P02771|174|69|S|Ca|fetal serum protein and marker of hepatocellular carcinoma and yolk sac tumour|path|P02772,11576,P02773,24177
KLK3|Prostate-specific antigen|PSA;Kallikrein-3;Gamma-seminoprotein;APS|PSA|P07288|354|29|S|Ca|serine protease secreted by prostate epithelium and the prostate cancer serum marker|path|,,,
MYOD1|Myoblast determination protein 1|MyoD;MYOD;bHLHc1;MYF3|MyoD|P15172|4654|35|N|DB|master myogenic factor marking rhabdomyosarcoma|path|P10085,17927,Q02346,
MYOG|Myogenin|Myogenin;MYF4;bHLHc3|Myogenin|P15173|4656|25|N|DB|myogenic differentiation factor used in rhabdomyosarcoma diagnosis|path|P12979,17928,P20428,
SMARCB1|SWI/SNF-related matrix-associated actin-dependent regulator of chromatin subfamily B member 1|INI1;BAF47;SNF5L1|INI1 / BAF47|Q12824|6598|44|N|Ep|SWI/SNF subunit whose loss defines rhabdoid tumours|path|Q9Z0H3,20587,,
ROS1|Proto-oncogene tyrosine-protein kinase ROS|ROS1;c-Ros-1;MCF3|ROS1|P08922|6098|264|M|Ca|receptor tyrosine kinase rearranged in a subset of lung adenocarcinomas|path|Q78DX7,19886,Q63132,
IDH1|Isocitrate dehydrogenase [NADP] cytoplasmic|IDH1;IDH;PICD;IDH1 R132H|IDH1|O75874|3417|47|C|Ca|metabolic enzyme whose R132H mutation defines lower-grade gliomas|path|O88844,15926,P41562,24479
FLI1|Friend leukemia integration 1 transcription factor|FLI-1;ERGB;SIC-1|FLI-1|Q01543|2313|51|N|Ca|ETS factor fused to EWSR1 in Ewing sarcoma|path|P26323,14247,,
SATB2|DNA-binding protein SATB2|SATB2;GLSS|SATB2|Q9UPW6|23314|82|N|Ca|chromatin organiser marking colorectal and osteoblastic differentiation|path|Q8VI24,212712,,
INHA|Inhibin alpha chain|Inhibin alpha;INHA|Inhibin alpha|P05111|3623|40|S|Ca|gonadal hormone subunit marking sex cord-stromal tumours|path|Q04997,16322,P17451,24504
HNF1B|Hepatocyte nuclear factor 1-beta|HNF-1beta;TCF2;LFB3|HNF-1 beta|P35680|6928|61|N|Ca|transcription factor marking clear cell carcinoma of ovary and kidney|path|P27889,21410,P23899,
PAX8|Paired box protein Pax-8|PAX8|PAX8|Q06710|7849|48|N|Ca|transcription factor of thyroid, kidney and Müllerian epithelia|path|Q00288,18510,,
TG|Thyroglobulin|Thyroglobulin;Tg;TGN|Thyroglobulin|P01266|7038|305|S|Ca|thyroid hormone precursor confirming thyroid origin of carcinoma|path|O08710,21819,P06882,24826
CALCA|Calcitonin|Calcitonin;CALC1;Katacalcin|Calcitonin|P01258|796|15|S|Ca|C-cell hormone marking medullary thyroid carcinoma|path|Q99JA0,12310,P01256,24241
ARG1|Arginase-1|Arginase 1;Liver-type arginase|Arginase-1|P05089|383|35|C|Ca|urea-cycle enzyme marking hepatocellular differentiation and M2 macrophages|path|Q61176,11846,P07824,29221
GPC3|Glypican-3|GPC3;OCI-5;MXR7;DGSX|Glypican-3|P51654|2719|66|M|Ca|heparan sulfate proteoglycan over-expressed in hepatocellular carcinoma|path|Q8CFZ4,14734,P13265,
CD99|CD99 antigen|CD99;MIC2;E2 antigen;12E7|CD99|P14209|4267|19|M|Ca|glycoprotein strongly expressed in Ewing sarcoma|path|,,,
PDPN|Podoplanin|D2-40;Podoplanin;T1A;GP36;Aggrus|Podoplanin / D2-40|Q86YL7|10630|17|M|Ca|lymphatic endothelial marker detected by clone D2-40|path|Q62011,14726,Q64294,54320
CD163|Scavenger receptor cysteine-rich type 1 protein M130|CD163;M130;Hemoglobin scavenger receptor|CD163|Q86VB7|9332|125|M|Im|haemoglobin-haptoglobin receptor marking M2 macrophages|path|Q2VLH6,93671,Q9Z1Z4,
LYZ|Lysozyme C|Lysozyme;LZM;1,4-beta-N-acetylmuramidase C|Lysozyme|P61626|4069|17|S|Im|antibacterial enzyme of neutrophil granules and macrophages|-|,,,
MPO|Myeloperoxidase|MPO;Myeloperoxidase|Myeloperoxidase|P05164|4353|84|L|Im|azurophil granule enzyme marking myeloid cells|path|P11247,17523,,303413
LAMP1|Lysosome-associated membrane glycoprotein 1|LAMP1;CD107a;LAMP-1|LAMP1|P11279|3916|45|L|CB|lysosomal membrane glycoprotein widely used as a lysosome marker|-|P11438,16783,P14562,25328
RAB5A|Ras-related protein Rab-5A|Rab5;RAB5A|Rab5|P20339|5868|24|CM|CB|small GTPase of early endosomes|-|Q9CQD1,271457,P18066,
RAB7A|Ras-related protein Rab-7a|Rab7;RAB7A|Rab7|P51149|7879|23|L|CB|GTPase of late endosomes and lysosomes|-|P51150,19349,P09527,29448
EEA1|Early endosome antigen 1|EEA1;ZFYVE2|EEA1|Q15075|8411|162|C|CB|Rab5 effector marking early endosomes|-|Q8BL66,216238,,
GOLGA2|Golgin subfamily A member 2|GM130;Golgin-95|GM130|Q08379|2801|112|G|CB|cis-Golgi matrix protein used as a Golgi marker|-|Q921M4,99412,Q62839,114512
CANX|Calnexin|Calnexin;IP90;p90;Major histocompatibility complex class I antigen-binding protein p88|Calnexin|P27824|821|68|ER|CB|ER lectin chaperone and endoplasmic reticulum marker|-|P35564,12330,P35565,29144
CLTC|Clathrin heavy chain 1|Clathrin;CLH-17;CLTCL2|Clathrin heavy chain|Q00610|1213|192|CM|CB|scaffold of clathrin-coated vesicles in endocytosis|-|Q68FD5,67300,P11442,54241
CAV1|Caveolin-1|Caveolin 1;CAV;VIP21|Caveolin-1|Q03135|857|21|M|CB|structural protein of caveolae|p:Tyr14|P49817,12389,P41350,25404
CTTN|Src substrate cortactin|Cortactin;EMS1;Amplaxin|Cortactin|Q14247|2017|62|CK|CB|actin-branching regulator of lamellipodia and invadopodia|p:Tyr421|Q60598,13043,Q66HL2,60465
PXN|Paxillin|Paxillin;PXN|Paxillin|P49023|5829|65|CK|CB|focal adhesion adaptor phosphorylated by FAK and Src|p:Tyr118,Tyr31|Q8VI36,19303,Q66H76,360820
PTK2|Focal adhesion kinase 1|FAK;FAK1;FADK 1;pp125FAK|FAK|Q05397|5747|119|CK|ST|tyrosine kinase of focal adhesions that signals integrin engagement|p:Tyr397,Tyr925,Tyr576|P34152,14083,O35346,25614
ITGB1|Integrin beta-1|CD29;Fibronectin receptor subunit beta;GPIIA;VLA-4 subunit beta|Integrin beta 1|P05556|3688|88|M|CB|integrin beta subunit mediating adhesion to fibronectin and collagen|-|P09055,16412,P49134,24511
CDH5|Cadherin-5|VE-cadherin;CD144;7B4 antigen|VE-Cadherin|P33151|1003|88|M|Cv|endothelial-specific cadherin of adherens junctions|p:Tyr731|P55284,12562,,
VWF|von Willebrand factor|vWF;Factor VIII-related antigen;F8VWF|von Willebrand Factor|P04275|7450|309|S|Cv|multimeric plasma glycoprotein that tethers platelets and marks endothelium|path|Q8CIZ8,22371,Q62935,
TJP1|Tight junction protein ZO-1|ZO-1;Zonula occludens protein 1;Tight junction protein 1|ZO-1|Q07157|7082|195|M|CB|scaffold of tight junctions linking claudins to actin|-|P39447,21872,A0A0G2K2P5,
CLDN1|Claudin-1|Claudin 1;SEMP1;ILVASC|Claudin-1|O95832|9076|23|M|CB|tight junction sealing protein|-|O88551,12737,P56745,65129
OCLN|Occludin|Occludin;PPP1R115|Occludin|Q16625|100506658|59|M|CB|transmembrane tight junction protein|-|Q61146,18260,Q6P6T5,83497
GJA1|Gap junction alpha-1 protein|Connexin 43;Cx43;GJAL;ODDD|Connexin 43|P17302|2697|43|M|Cv|gap junction channel coupling cardiomyocytes and astrocytes|p:Ser368|P23242,14609,P08050,24392
ATP2A2|Sarcoplasmic/endoplasmic reticulum calcium ATPase 2|SERCA2;SERCA2a;ATP2B|SERCA2 ATPase|P16615|488|115|ER|Cv|calcium pump re-loading the sarcoplasmic reticulum during cardiac relaxation|-|O55143,11938,P11507,29693
RYR2|Ryanodine receptor 2|RyR2;Cardiac ryanodine receptor|RyR2|Q92736|6262|565|ER|Cv|cardiac calcium-release channel of the sarcoplasmic reticulum|p:Ser2808,Ser2814|E9Q401,20191,B0LPN4,
PLN|Cardiac phospholamban|Phospholamban;PLB;CMD1P|Phospholamban|P26678|5350|6|ER|Cv|SERCA2 regulator relieved by PKA phosphorylation|p:Ser16,Thr17|P61014,18821,P61016,64520
SOD1|Superoxide dismutase [Cu-Zn]|SOD1;Cu/Zn SOD;ALS1;hSod1|SOD1|P00441|6647|16|C|Me|antioxidant enzyme whose mutations cause familial ALS|-|P08228,20655,P07632,24786
SOD2|Superoxide dismutase [Mn], mitochondrial|SOD2;MnSOD;IPOB|SOD2 / MnSOD|P04179|6648|25|Mt|Me|mitochondrial antioxidant enzyme|ac:Lys68|P09671,20656,P07895,24787
CAT|Catalase|Catalase;CAT|Catalase|P04040|847|60|C|Me|peroxisomal enzyme decomposing hydrogen peroxide|-|P24270,12359,P04762,24248
NFE2L2|Nuclear factor erythroid 2-related factor 2|Nrf2;NRF2;NF-E2-related factor 2;HEBP1|Nrf2|Q16236|4780|68|NC|Me|master regulator of the antioxidant response released from KEAP1|p:Ser40|Q60795,18024,O54968,83619
KEAP1|Kelch-like ECH-associated protein 1|KEAP1;INrf2;KLHL19|KEAP1|Q14145|9817|70|C|Me|CUL3 adaptor that targets Nrf2 for degradation|-|Q9Z2X8,50868,P57790,117519
HMOX1|Heme oxygenase 1|HO-1;HSP32;HMOX1;bK286B10|HO-1|P09601|3162|33|ER|Me|stress-inducible enzyme degrading haem into biliverdin, CO and iron|-|P14901,15368,P06762,24451
GPX4|Phospholipid hydroperoxide glutathione peroxidase|GPX4;PHGPx;MCSP|GPX4|P36969|2879|22|C|Me|selenoenzyme that reduces lipid hydroperoxides and suppresses ferroptosis|-|O70325,625249,P36970,29328
SLC7A11|Cystine/glutamate transporter|xCT;SLC7A11;CCBR1|xCT / SLC7A11|Q9UPY5|23657|55|M|Me|cystine importer whose inhibition triggers ferroptosis|-|Q9WTR6,26570,,
HSPA1A|Heat shock 70 kDa protein 1A|HSP70;HSP72;HSPA1;Heat shock 70 kDa protein 1|HSP70|P0DMV8|3303|70|NC|CB|stress-inducible chaperone that refolds damaged proteins|-|Q61696,193740,P0DMW0,24472
HSP90AA1|Heat shock protein HSP 90-alpha|HSP90 alpha;HSP86;HSPCA;LAP-2|HSP90 alpha|P07900|3320|85|C|CB|ATP-dependent chaperone stabilising many kinases and steroid receptors|-|P07901,15519,P82995,299331
UBB|Polyubiquitin-B|Ubiquitin;UBB;Ubiquitin B|Ubiquitin|P0CG47|7314|9|NC|CB|small modifier attached to substrates for proteasomal degradation and signalling|-|P0CG49,22187,P0CG51,192255
PSMB5|Proteasome subunit beta type-5|PSMB5;LMPX;MB1;Proteasome chain 6|PSMB5|P28074|5693|28|NC|CB|chymotrypsin-like catalytic subunit of the 20S proteasome targeted by bortezomib|-|O55234,19173,Q9JHW0,
XBP1|X-box-binding protein 1|XBP1;XBP-1;TREB5|XBP1|P17861|7494|29|N|CB|UPR transcription factor activated by IRE1-mediated splicing|-|O35426,22433,Q8R4C9,
DDIT3|DNA damage-inducible transcript 3 protein|CHOP;GADD153;CHOP10|CHOP|P35638|1649|19|N|Ap|UPR transcription factor promoting ER-stress-induced apoptosis|-|P35639,13198,Q62804,29467
EIF2S1|Eukaryotic translation initiation factor 2 subunit 1|eIF2 alpha;eIF2α;EIF2A;EIF-2A|eIF2 alpha|P05198|1965|36|C|CB|translation initiation factor whose Ser51 phosphorylation attenuates global protein synthesis|p:Ser51|Q6ZWX6,13665,P68101,54318
ERN1|Serine/threonine-protein kinase/endoribonuclease IRE1|IRE1 alpha;IRE1α;IRE1|IRE1 alpha|O75460|2081|110|ER|CB|ER-stress sensor that splices XBP1 mRNA|p:Ser724|Q9EQY0,78943,,
FADD|FAS-associated death domain protein|FADD;MORT1;GIG3|FADD|Q13158|8772|23|C|Ap|adaptor linking death receptors to caspase-8|p:Ser194|Q61160,14082,Q9WUF4,
FAS|Tumor necrosis factor receptor superfamily member 6|Fas;CD95;APO-1;TNFRSF6|Fas / CD95|P25445|355|38|M|Ap|death receptor triggering the extrinsic apoptotic pathway|-|P25446,14102,Q63199,246097
XIAP|E3 ubiquitin-protein ligase XIAP|XIAP;BIRC4;IAP-3;hILP|XIAP|P98170|331|57|C|Ap|inhibitor of apoptosis protein that blocks caspases 3, 7 and 9|-|Q60989,11798,Q9R0I6,63865
BIRC5|Baculoviral IAP repeat-containing protein 5|Survivin;API4;EPR-1|Survivin|O15392|332|16|NC|Ap|IAP family member and chromosomal passenger protein over-expressed in tumours|p:Thr34|O70201,11799,Q9JHY7,64041
MCL1|Induced myeloid leukemia cell differentiation protein Mcl-1|Mcl-1;BCL2L3;EAT|Mcl-1|Q07820|4170|37|Mt|Ap|short-lived anti-apoptotic BCL-2 family protein|p:Ser159|P97287,17210,Q9Z1P3,60430
BID|BH3-interacting domain death agonist|BID;p22 BID;tBid|Bid|P55957|637|22|C|Ap|BH3-only protein cleaved by caspase-8 to tBid, linking extrinsic and intrinsic apoptosis|cl:Asp60|P70444,12122,Q9JLT6,64625
APAF1|Apoptotic protease-activating factor 1|APAF-1;KIAA0413|Apaf-1|O14727|317|142|C|Ap|scaffold of the apoptosome that activates caspase-9|-|O88879,11783,Q9EPV5,
GSDMD|Gasdermin-D|GSDMD;Gasdermin domain-containing protein 1;GSDMDC1|Gasdermin D|P57764|79792|53|C|Im|pore-forming executor of pyroptosis released by caspase-1 cleavage|cl:Asp275|Q9D8T2,69146,D4A9U3,
NLRP3|NACHT, LRR and PYD domains-containing protein 3|NLRP3;NALP3;Cryopyrin;CIAS1|NLRP3|Q96P20|114548|118|C|Im|inflammasome sensor activating caspase-1 in response to danger signals|-|Q8R4B8,216799,D4A523,
CASP1|Caspase-1|ICE;Interleukin-1 beta convertase;IL1BC|Caspase-1|P29466|834|45|C|Im|inflammatory caspase processing IL-1 beta and gasdermin D|cl:Asp297|P29452,12362,P43527,25166
MLKL|Mixed lineage kinase domain-like protein|MLKL;hMLKL|MLKL|Q8NB16|197259|54|CM|Ap|necroptosis executor phosphorylated by RIPK3|p:Ser358|Q9D2Y4,74568,D3ZFH7,
RIPK1|Receptor-interacting serine/threonine-protein kinase 1|RIPK1;RIP1;RIP;Cell death protein RIP|RIPK1|Q13546|8737|76|C|Ap|kinase switching TNF signalling between survival, apoptosis and necroptosis|p:Ser166|Q60855,19766,,
RIPK3|Receptor-interacting serine/threonine-protein kinase 3|RIPK3;RIP3;RIP-like protein kinase 3|RIPK3|Q9Y572|11035|57|C|Ap|necroptosis kinase that phosphorylates MLKL|p:Ser227|Q9QZL0,56532,,
ULK1|Serine/threonine-protein kinase ULK1|ULK1;ATG1;Unc-51-like kinase 1|ULK1|O75385|8408|113|C|Au|autophagy-initiating kinase regulated by mTORC1 and AMPK|p:Ser555,Ser757|O70405,22241,D3ZFV5,
TFEB|Transcription factor EB|TFEB;TCFEB;bHLHe35|TFEB|P19484|7942|53|NC|Au|master regulator of lysosomal biogenesis inhibited by mTORC1|p:Ser211,Ser142|Q9R210,21425,,
PINK1|Serine/threonine-protein kinase PINK1, mitochondrial|PINK1;PARK6;BRPK|PINK1|Q9BXM7|65018|63|Mt|Ne|mitochondrial kinase stabilised on depolarised mitochondria to recruit Parkin|p:Ser228|Q99MQ3,68943,,
PRKN|E3 ubiquitin-protein ligase parkin|Parkin;PARK2;PRKN|Parkin|O60260|5071|52|C|Ne|E3 ligase ubiquitinating damaged mitochondria for mitophagy|p:Ser65|Q9WVS6,50873,Q9JK66,
LRRK2|Leucine-rich repeat serine/threonine-protein kinase 2|LRRK2;Dardarin;PARK8|LRRK2|Q5S007|120892|286|C|Ne|large kinase whose G2019S mutation causes familial Parkinson disease|p:Ser935,Ser1292|Q5S006,66725,,
HTT|Huntingtin|Huntingtin;HD;IT15|Huntingtin|P42858|3064|348|C|Ne|large scaffold protein whose polyglutamine expansion causes Huntington disease|-|P42859,15194,P51111,29424
TARDBP|TAR DNA-binding protein 43|TDP-43;TDP43;ALS10|TDP-43|Q13148|23435|45|N|Ne|RNA-binding protein aggregating in ALS and frontotemporal dementia|p:Ser409,Ser410|Q921F2,230908,,
FUS|RNA-binding protein FUS|FUS;TLS;pigpen;hnRNP P2|FUS|P35637|2521|53|N|Ne|RNA-binding protein mutated in ALS|-|P56959,233908,,
NEFL|Neurofilament light polypeptide|NF-L;NEFL;68 kDa neurofilament protein|Neurofilament L|P07196|4747|62|CK|Ne|axonal intermediate filament and blood biomarker of neuronal injury|-|P08551,18039,P19527,83613
CALB1|Calbindin|Calbindin D28k;CALB;Vitamin D-dependent calcium-binding protein|Calbindin|P05937|793|30|C|Ne|calcium buffer of Purkinje cells and distal tubule|-|P12658,12307,P07171,83839
PVALB|Parvalbumin alpha|Parvalbumin;PV;D22S749|Parvalbumin|P20472|5816|12|C|Ne|calcium-binding protein of fast-spiking interneurons|-|P32848,19293,P02625,25269
SST|Somatostatin|SST;SRIF;Somatostatin-14|Somatostatin|P61278|6750|13|S|Ne|neuropeptide of interneurons and pancreatic delta cells|-|P60041,20604,P60042,24797
DCX|Neuronal migration protein doublecortin|DCX;Doublecortex;Lissencephalin-X|Doublecortin|O43602|1641|49|CK|Ne|microtubule-associated protein of migrating neuroblasts and a neurogenesis marker|-|O88809,13193,Q9ESI7,84394
SLC6A3|Sodium-dependent dopamine transporter|DAT;DAT1;SLC6A3|Dopamine Transporter|Q01959|6531|69|M|Ne|presynaptic transporter terminating dopamine signalling|-|Q61327,13162,P23977,24898
GRIA1|Glutamate receptor 1|GluA1;GluR1;GluR-A;AMPA 1|GluA1 / GluR1|P42261|2890|102|M|Ne|AMPA receptor subunit trafficked during long-term potentiation|p:Ser845,Ser831|P23818,14799,P19490,50592
CAMK2A|Calcium/calmodulin-dependent protein kinase type II subunit alpha|CaMKII alpha;CaMKIIα;CAMKA|CaMKII alpha|Q9UQM7|815|54|C|Ne|synaptic kinase essential for LTP that autophosphorylates at Thr286|p:Thr286|P11798,12322,P11275,25400
CREB1|Cyclic AMP-responsive element-binding protein 1|CREB;CREB-1;cAMP-responsive element-binding protein 1|CREB|P16220|1385|37|N|ST|transcription factor activated by PKA and CaMK phosphorylation at Ser133|p:Ser133|Q01147,12912,P15337,81646
PRKACA|cAMP-dependent protein kinase catalytic subunit alpha|PKA C-alpha;PKACa;PKA alpha|PKA C alpha|P17612|5566|41|C|ST|catalytic subunit of protein kinase A activated by cAMP|p:Thr197|P05132,18747,P27791,25636
PRKCA|Protein kinase C alpha type|PKC alpha;PKCα;PKC-A;PRKACA|PKC alpha|P17252|5578|77|C|ST|calcium- and DAG-dependent kinase of conventional PKC class|p:Thr638,Ser657|P20444,18750,P05696,24680
PLCG1|1-phosphatidylinositol 4,5-bisphosphate phosphodiesterase gamma-1|PLC-gamma-1;PLCγ1;PLC1|PLC gamma 1|P19174|5335|149|C|ST|phospholipase activated by receptor tyrosine kinases to generate IP3 and DAG|p:Tyr783|Q62077,18803,P10686,25738
SHC1|SHC-transforming protein 1|Shc;SHCA;p66Shc;p52Shc|Shc|P29353|6464|63|C|ST|adaptor recruiting GRB2 to activated receptors|p:Tyr239,Tyr317|P98083,20416,Q5M824,
GRB2|Growth factor receptor-bound protein 2|GRB2;ASH;Adapter protein GRB2;SH2/SH3 adapter GRB2|GRB2|P62993|2885|25|C|ST|SH2/SH3 adaptor linking receptor tyrosine kinases to SOS and RAS|-|Q60631,14784,P62994,81504
PTPN11|Tyrosine-protein phosphatase non-receptor type 11|SHP-2;SHP2;PTP-1D;SH-PTP2|SHP-2|Q06124|5781|68|C|ST|phosphatase required for full RAS-ERK activation|p:Tyr542|P35235,19247,P41499,25622
IRS1|Insulin receptor substrate 1|IRS-1;HIRS-1|IRS-1|P35568|3667|132|C|Me|docking protein linking insulin receptor to PI3K|p:Ser307,Tyr612,Ser636|P35569,16367,P35570,25467
FOXO1|Forkhead box protein O1|FOXO1;FKHR;FOXO1A|FoxO1|Q12778|2308|70|NC|Me|transcription factor excluded from the nucleus by AKT phosphorylation|p:Ser256,Thr24;ac:Lys259|Q9R1E0,56458,G3V7R4,84482
FOXO3|Forkhead box protein O3|FOXO3a;FKHRL1;AF6q21|FoxO3a|O43524|2309|71|NC|ST|forkhead factor controlling stress resistance and longevity genes|p:Ser253,Ser318|Q9WVH4,56484,,294515
TSC2|Tuberin|Tuberin;TSC4;TSC2|Tuberin / TSC2|P49815|7249|201|C|ST|GAP for RHEB that restrains mTORC1 and is inhibited by AKT|p:Thr1462,Ser939|Q7TT21,22084,P49816,24855
RHOA|Transforming protein RhoA|RhoA;ARHA;Rho cDNA clone 12;h12|RhoA|P61586|387|22|CM|CB|GTPase driving stress-fibre formation via ROCK|p:Ser188|Q9QUI0,11848,P61589,117273
RAC1|Ras-related C3 botulinum toxin substrate 1|Rac1;p21-Rac1;TC-25|Rac1|P63000|5879|21|CM|CB|GTPase controlling lamellipodia and NADPH oxidase|-|P63001,19353,Q6RUV5,363875
CDC42|Cell division control protein 42 homolog|Cdc42;G25K|Cdc42|P60953|998|21|CM|CB|GTPase regulating filopodia and cell polarity|-|P60766,12540,Q8CFN2,64355
ROCK1|Rho-associated protein kinase 1|ROCK1;ROK-beta;p160ROCK|ROCK1|Q13464|6093|158|C|CB|RhoA effector kinase regulating actomyosin contraction|-|P70335,19877,,81762
MMP2|72 kDa type IV collagenase|MMP-2;Gelatinase A;CLG4A|MMP-2|P08253|4313|74|S|Ca|gelatinase degrading basement membrane collagen during invasion|-|P33434,17390,P33436,81686
MMP9|Matrix metalloproteinase-9|MMP-9;Gelatinase B;92 kDa type IV collagenase|MMP-9|P14780|4318|78|S|Ca|gelatinase released by neutrophils and tumour cells|-|P41245,17395,P50282,81687
TIMP1|Metalloproteinase inhibitor 1|TIMP-1;EPA;Erythroid-potentiating activity|TIMP-1|P01033|7076|23|S|Ca|endogenous inhibitor of most matrix metalloproteinases|-|P12032,21857,P30120,116510
SPP1|Osteopontin|Osteopontin;OPN;BNSP;SPP-1|Osteopontin|P10451|6696|35|S|CB|phosphorylated glycoprotein of bone matrix and inflammation|-|P10923,20750,P08721,25353
RUNX2|Runt-related transcription factor 2|RUNX2;CBFA1;OSF-2;AML3|RUNX2|Q13950|860|57|N|DB|master transcription factor of osteoblast differentiation|-|Q08775,12393,,367218
SOX9|Transcription factor SOX-9|SOX9;SRY-box 9|SOX9|P48436|6662|56|N|DB|chondrogenic and Sertoli-cell transcription factor|-|Q04887,20682,,140586
ALPL|Alkaline phosphatase, tissue-nonspecific isozyme|ALP;TNAP;Liver/bone/kidney-type alkaline phosphatase|Alkaline Phosphatase|P05186|249|57|M|DB|ectoenzyme marking osteoblasts and pluripotent stem cells|-|P09242,11647,P08289,25586
LGR5|Leucine-rich repeat-containing G-protein coupled receptor 5|LGR5;GPR49;GPR67|LGR5|O75473|8549|100|M|SC|Wnt-target receptor marking intestinal crypt stem cells|-|Q9Z1P4,14160,,
OLFM4|Olfactomedin-4|OLFM4;GW112;hGC-1|OLFM4|Q6UX06|10562|57|S|SC|secreted glycoprotein marking intestinal stem cells|-|Q3UZZ4,380924,,
ALDH1A1|Aldehyde dehydrogenase 1A1|ALDH1;RALDH1;ALDH-E1|ALDH1A1|P00352|216|55|C|SC|retinal dehydrogenase whose activity marks stem and cancer stem cells|-|P24549,11668,P51647,24188
THY1|Thy-1 membrane glycoprotein|CD90;Thy-1 antigen;CDw90|CD90 / Thy1|P04216|7070|18|M|SC|GPI-anchored glycoprotein of mesenchymal stem cells and T cells|-|P01831,21838,P01830,24832
ENG|Endoglin|CD105;END;HHT1|CD105 / Endoglin|P17813|2022|71|M|SC|TGF-beta co-receptor marking mesenchymal stem cells and activated endothelium|-|Q63961,13805,Q6Q3E8,
NT5E|5'-nucleotidase|CD73;NT5;eN;ecto-5'-nucleotidase|CD73|P21589|4907|63|M|Im|ectoenzyme generating immunosuppressive adenosine|-|Q61503,23959,P21588,58813
ITGAX|Integrin alpha-X|CD11c;p150/95;Leu M5|CD11c|P20702|3687|128|M|Im|integrin marking dendritic cells|-|Q9QXH4,16411,,
ADGRE1|Adhesion G protein-coupled receptor E1|F4/80;EMR1;TM7LN3|F4/80|Q14246|2015|97|M|Im|macrophage surface receptor recognised by the classic F4/80 antibody in mouse|-|Q61549,13733,,
LY6G6D|Lymphocyte antigen 6 complex locus protein G6d|Ly-6G6D;G6D;NG25|Ly6G6D|O95868|58530|14|M|Im|Ly6 family membrane protein expressed in colorectal cancer|-|,,,
CD86|T-lymphocyte activation antigen CD86|CD86;B7-2;B70;CD28LG2|CD86|P42081|942|37|M|Im|co-stimulatory ligand of antigen-presenting cells|-|P42082,12524,O35229,56822
CD80|T-lymphocyte activation antigen CD80|CD80;B7-1;BB1;CD28LG|CD80|P33681|941|33|M|Im|co-stimulatory ligand for CD28 and CTLA-4|-|Q00609,12519,O88797,25408
HLA-DRA|HLA class II histocompatibility antigen, DR alpha chain|HLA-DR;MHC class II DR alpha|HLA-DR|P01903|3122|29|M|Im|MHC class II chain presenting peptides to CD4 T cells|-|,,,
B2M|Beta-2-microglobulin|B2M;beta2-Microglobulin;β2M|beta 2 Microglobulin|P61769|567|14|S|Im|light chain of MHC class I molecules|-|P01887,12010,P07151,24223
GZMB|Granzyme B|Granzyme B;CTLA-1;CGL-1;Cytotoxic T-lymphocyte proteinase 2|Granzyme B|P10144|3002|28|C|Im|serine protease delivered by cytotoxic lymphocytes to induce target cell apoptosis|path|P04187,14939,P18291,171528
PRF1|Perforin-1|Perforin;P1;Cytolysin;PFP|Perforin|P14222|5551|61|C|Im|pore-forming protein of cytotoxic granules|-|P10820,18646,P35763,50669
TLR4|Toll-like receptor 4|TLR4;hToll;CD284|TLR4|O00206|7099|96|M|Im|pattern recognition receptor sensing bacterial LPS|-|Q9QUK6,21898,Q9QX05,29260
MYD88|Myeloid differentiation primary response protein MyD88|MyD88;MYD88D|MyD88|Q99836|4615|33|C|Im|adaptor linking Toll-like and IL-1 receptors to IRAK kinases|-|P22366,17874,Q6Y1S1,301059
STING1|Stimulator of interferon genes protein|STING;TMEM173;MITA;ERIS|STING|Q86WV6|340061|42|ER|Im|ER adaptor activated by cGAMP to induce type I interferon|p:Ser366|Q3TBT3,72512,F1M391,
CGAS|Cyclic GMP-AMP synthase|cGAS;MB21D1;C6orf150|cGAS|Q8N884|115004|59|C|Im|cytosolic DNA sensor producing cGAMP|-|Q8C6L5,214763,,
IRF3|Interferon regulatory factor 3|IRF-3;IRF3|IRF3|Q14653|3661|47|NC|Im|transcription factor activated by TBK1 to induce interferon beta|p:Ser396,Ser386|P70671,54131,,
TBK1|Serine/threonine-protein kinase TBK1|TBK1;NAK;T2K|TBK1|Q9UHD2|29110|84|C|Im|kinase phosphorylating IRF3 and autophagy receptors|p:Ser172|Q9WUN2,56480,,
LDLR|Low-density lipoprotein receptor|LDLR;LDL receptor;FH|LDL Receptor|P01130|3949|95|M|Me|receptor clearing LDL cholesterol from plasma|-|P35951,16835,P35952,300438
PCSK9|Proprotein convertase subtilisin/kexin type 9|PCSK9;NARC-1;FH3|PCSK9|Q8NBP7|255738|74|S|Cv|secreted protease promoting LDL receptor degradation|-|Q80W65,100102,P59996,298296
LPL|Lipoprotein lipase|LPL;LIPD|Lipoprotein Lipase|P06858|4023|53|S|Me|endothelial-bound lipase hydrolysing triglycerides of lipoproteins|-|P11152,16956,Q06000,24539
LEP|Leptin|Leptin;OB;Obesity factor|Leptin|P41159|3952|16|S|Me|adipocyte hormone signalling energy stores to the hypothalamus|-|P41160,16846,P50596,25608
ADIPOQ|Adiponectin|Adiponectin;ACRP30;AdipoQ;GBP28;apM1|Adiponectin|Q15848|9370|26|S|Me|adipokine enhancing insulin sensitivity|-|Q60994,11450,Q9ES80,246253
PLIN1|Perilipin-1|Perilipin;PLIN;Lipid droplet-associated protein|Perilipin-1|O60240|5346|56|C|Me|lipid droplet coat protein of adipocytes|p:Ser522|Q8CGN5,103968,P43884,25629
CYP3A4|Cytochrome P450 3A4|CYP3A4;Nifedipine oxidase;P450-PCN1|CYP3A4|P08684|1576|57|ER|Me|major hepatic drug-metabolising enzyme|-|,,,
CYP2E1|Cytochrome P450 2E1|CYP2E1;CYP2E|CYP2E1|P05181|1571|57|ER|Me|ethanol-inducible P450 generating reactive oxygen species|-|Q05421,13106,P05182,25086
`;

function parseSites(flags: string[]): Partial<Record<Modification, string[]>> {
  const sites: Partial<Record<Modification, string[]>> = {};
  for (const flag of flags) {
    const [key, list] = flag.split(':');
    const modification = key ? SITE_KEYS[key] : undefined;
    if (modification && list) sites[modification] = list.split(',');
  }
  return sites;
}

function parseLine(line: string): Target {
  const [gene, proteinName, aliases, display, uniH, entH, mw, loc, field, phrase, flagText, orth] = line.split('|') as [
    string, string, string, string, string, string, string, string, string, string, string, string,
  ];
  const flags = flagText === '-' ? [] : flagText.split(';');
  const [uniM = '', entM = '', uniR = '', entR = ''] = orth.split(',');
  const lcFlag = flags.find((f) => f.startsWith('lc:'));
  const location = LOCATIONS[loc] ?? loc;
  const researchField = FIELDS[field] ?? field;
  return {
    gene,
    proteinName,
    aliases: aliases.split(';').filter((a) => a !== gene),
    displayName: display,
    swissProtHuman: uniH,
    swissProtMouse: uniM,
    swissProtRat: uniR,
    entrezHuman: entH,
    entrezMouse: entM,
    entrezRat: entR,
    molecularWeightKda: Number(mw),
    subcellularLocation: location,
    researchField,
    background:
      `${proteinName} (${gene}) is a ${phrase}. ` +
      `Antibodies against ${display} are widely used in ${researchField.toLowerCase()} research to study its expression and localisation (${location.toLowerCase()}).`,
    pathology: flags.includes('path'),
    loadingControl: lcFlag ? (lcFlag.slice(3) as LoadingControlCompartment) : null,
    sites: parseSites(flags),
    reactivityRange: RANGE_OF.get(gene) ?? 'mammal',
  };
}

export const TARGETS: readonly Target[] = TABLE.trim()
  .split('\n')
  .map((line) => parseLine(line.trim()));

// A misspelt gene in REACTIVITY_RANGES would silently leave its target mammal-only.
const UNKNOWN_RANGED = [...RANGE_OF.keys()].filter((gene) => !TARGETS.some((t) => t.gene === gene));
if (UNKNOWN_RANGED.length > 0) throw new Error(`reactivity ranges name unknown targets: ${UNKNOWN_RANGED.join(', ')}`);

export const PATHOLOGY_TARGETS: readonly Target[] = TARGETS.filter((t) => t.pathology);

export const LOADING_CONTROL_TARGETS: readonly Target[] = TARGETS.filter((t) => t.loadingControl !== null);

export const LOADING_CONTROL_COMPARTMENTS: readonly LoadingControlCompartment[] = [
  'whole cell', 'nucleus', 'cytoplasm', 'mitochondria', 'membrane', 'serum',
];

/** Shape of /productsel/loadingcontrolanti: each marker links to /hot with this search term. */
export const LOADING_CONTROLS: Readonly<Record<LoadingControlCompartment, readonly { gene: string; name: string; searchTerm: string }[]>> =
  Object.fromEntries(
    LOADING_CONTROL_COMPARTMENTS.map((compartment) => [
      compartment,
      LOADING_CONTROL_TARGETS.filter((t) => t.loadingControl === compartment).map((t) => ({
        gene: t.gene,
        name: t.displayName,
        searchTerm: t.displayName,
      })),
    ]),
  ) as Record<LoadingControlCompartment, { gene: string; name: string; searchTerm: string }[]>;
