/** Laboratory reagents sold next to antibodies; sizes follow how each is really packaged. */

export interface Reagent {
  name: string;
  category: string;
  form: string;
  storage: string;
  sizes: readonly [string, string, string];
  /** Price of the middle size in yuan; the other sizes are derived from it. */
  basePriceYuan: number;
  description: string;
}

export const REAGENTS: readonly Reagent[] = [
  { name: 'BCA Protein Assay Kit', category: 'Protein quantification', form: 'Kit', storage: 'Store at room temperature', sizes: ['100 T', '500 T', '2500 T'], basePriceYuan: 398, description: 'Colorimetric bicinchoninic acid assay for total protein from 20 to 2000 µg/ml, compatible with up to 5% detergents.' },
  { name: 'Bradford Protein Assay Kit', category: 'Protein quantification', form: 'Kit', storage: 'Store at 4°C', sizes: ['100 T', '500 T', '2500 T'], basePriceYuan: 258, description: 'Coomassie dye-binding assay for rapid protein quantification.' },
  { name: 'RIPA Lysis Buffer (Strong)', category: 'Sample preparation', form: 'Liquid', storage: 'Store at -20°C', sizes: ['20 ml', '100 ml', '500 ml'], basePriceYuan: 198, description: 'Radioimmunoprecipitation assay buffer for efficient extraction of cytoplasmic, membrane and nuclear proteins.' },
  { name: 'RIPA Lysis Buffer (Medium)', category: 'Sample preparation', form: 'Liquid', storage: 'Store at -20°C', sizes: ['20 ml', '100 ml', '500 ml'], basePriceYuan: 188, description: 'Milder RIPA formulation preserving protein-protein interactions for IP.' },
  { name: 'NP-40 Lysis Buffer', category: 'Sample preparation', form: 'Liquid', storage: 'Store at -20°C', sizes: ['20 ml', '100 ml', '500 ml'], basePriceYuan: 168, description: 'Non-denaturing lysis buffer for co-immunoprecipitation.' },
  { name: 'Nuclear and Cytoplasmic Protein Extraction Kit', category: 'Sample preparation', form: 'Kit', storage: 'Store at -20°C', sizes: ['20 T', '50 T', '100 T'], basePriceYuan: 680, description: 'Sequential extraction of cytoplasmic and nuclear fractions with minimal cross-contamination.' },
  { name: 'Protease Inhibitor Cocktail (100X)', category: 'Sample preparation', form: 'Liquid', storage: 'Store at -20°C', sizes: ['1 ml', '5 ml', '10 ml'], basePriceYuan: 298, description: 'Broad-spectrum EDTA-free inhibitor mix for serine, cysteine, aspartic and metalloproteases.' },
  { name: 'Phosphatase Inhibitor Cocktail (50X)', category: 'Sample preparation', form: 'Liquid', storage: 'Store at -20°C', sizes: ['1 ml', '5 ml', '10 ml'], basePriceYuan: 328, description: 'Preserves phosphorylation states of serine/threonine and tyrosine residues during lysis.' },
  { name: 'PMSF (100 mM)', category: 'Sample preparation', form: 'Liquid', storage: 'Store at -20°C', sizes: ['1 ml', '5 ml', '10 ml'], basePriceYuan: 58, description: 'Serine protease inhibitor stock in isopropanol.' },
  { name: '5X SDS-PAGE Loading Buffer', category: 'Electrophoresis', form: 'Liquid', storage: 'Store at -20°C', sizes: ['1 ml', '5 ml', '10 ml'], basePriceYuan: 88, description: 'Reducing sample buffer with DTT and bromophenol blue.' },
  { name: 'Prestained Protein Ladder (10-250 kDa)', category: 'Electrophoresis', form: 'Liquid', storage: 'Store at -20°C', sizes: ['250 µl', '2 x 250 µl', '5 x 250 µl'], basePriceYuan: 368, description: 'Twelve prestained bands from 10 to 250 kDa with orange reference bands at 70 and 25 kDa.' },
  { name: 'SDS-PAGE Gel Preparation Kit', category: 'Electrophoresis', form: 'Kit', storage: 'Store at 4°C', sizes: ['50 gels', '100 gels', '200 gels'], basePriceYuan: 298, description: 'Acrylamide, buffers, TEMED and APS for casting Tris-glycine gels.' },
  { name: '10X Tris-Glycine-SDS Running Buffer', category: 'Electrophoresis', form: 'Liquid', storage: 'Store at room temperature', sizes: ['500 ml', '1 L', '5 L'], basePriceYuan: 98, description: 'Ready-to-dilute running buffer for SDS-PAGE.' },
  { name: '10X Transfer Buffer', category: 'Western blot', form: 'Liquid', storage: 'Store at room temperature', sizes: ['500 ml', '1 L', '5 L'], basePriceYuan: 98, description: 'Tris-glycine transfer buffer for wet and semi-dry transfer.' },
  { name: 'PVDF Membrane (0.45 µm)', category: 'Western blot', form: 'Membrane', storage: 'Store at room temperature', sizes: ['1 roll (26.5 cm x 1 m)', '1 roll (26.5 cm x 3 m)', '1 roll (26.5 cm x 3.75 m)'], basePriceYuan: 568, description: 'Hydrophobic PVDF membrane with high protein binding capacity.' },
  { name: 'Protein-Free Rapid Blocking Buffer', category: 'Western blot', form: 'Liquid', storage: 'Store at 4°C', sizes: ['100 ml', '250 ml', '500 ml'], basePriceYuan: 198, description: 'Blocks membranes in 10 minutes without milk or BSA, ideal for phospho-specific detection.' },
  { name: 'Enhanced ECL Chemiluminescent Substrate', category: 'Western blot', form: 'Kit', storage: 'Store at 4°C', sizes: ['20 ml', '100 ml', '500 ml'], basePriceYuan: 298, description: 'Luminol-based HRP substrate with picogram sensitivity and long signal duration.' },
  { name: 'Ultra-Sensitive ECL Substrate', category: 'Western blot', form: 'Kit', storage: 'Store at 4°C', sizes: ['20 ml', '100 ml', '500 ml'], basePriceYuan: 498, description: 'Femtogram-level HRP substrate for low-abundance proteins.' },
  { name: 'Western Blot Stripping Buffer', category: 'Western blot', form: 'Liquid', storage: 'Store at room temperature', sizes: ['100 ml', '250 ml', '500 ml'], basePriceYuan: 168, description: 'Removes bound antibodies so membranes can be re-probed.' },
  { name: 'Primary Antibody Dilution Buffer', category: 'Western blot', form: 'Liquid', storage: 'Store at 4°C', sizes: ['100 ml', '250 ml', '500 ml'], basePriceYuan: 158, description: 'Stabilises diluted antibodies for repeated use.' },
  { name: 'TBST Buffer (20X)', category: 'Western blot', form: 'Liquid', storage: 'Store at room temperature', sizes: ['500 ml', '1 L', '5 L'], basePriceYuan: 88, description: 'Tris-buffered saline with Tween-20 for washing membranes.' },
  { name: 'DAPI Staining Solution', category: 'Cell imaging', form: 'Liquid', storage: 'Store at 4°C, protect from light', sizes: ['1 ml', '5 ml', '10 ml'], basePriceYuan: 128, description: 'Ready-to-use 1 µg/ml DAPI for nuclear counterstaining.' },
  { name: 'Antifade Mounting Medium with DAPI', category: 'Cell imaging', form: 'Liquid', storage: 'Store at 4°C, protect from light', sizes: ['5 ml', '10 ml', '25 ml'], basePriceYuan: 298, description: 'Reduces photobleaching while counterstaining nuclei.' },
  { name: 'Immunofluorescence Blocking Buffer', category: 'Cell imaging', form: 'Liquid', storage: 'Store at 4°C', sizes: ['50 ml', '100 ml', '250 ml'], basePriceYuan: 168, description: 'Serum-based blocking buffer for ICC/IF.' },
  { name: '4% Paraformaldehyde Fix Solution', category: 'Cell imaging', form: 'Liquid', storage: 'Store at 4°C', sizes: ['100 ml', '500 ml', '1 L'], basePriceYuan: 88, description: 'Buffered PFA for fixing cells and tissues.' },
  { name: 'DAB Chromogen Substrate Kit', category: 'Immunohistochemistry', form: 'Kit', storage: 'Store at 4°C, protect from light', sizes: ['20 ml', '50 ml', '100 ml'], basePriceYuan: 238, description: 'Produces a brown insoluble precipitate at HRP sites in IHC.' },
  { name: 'Citrate Antigen Retrieval Solution (pH 6.0)', category: 'Immunohistochemistry', form: 'Liquid', storage: 'Store at room temperature', sizes: ['500 ml', '1 L', '5 L'], basePriceYuan: 98, description: 'Heat-induced epitope retrieval buffer for paraffin sections.' },
  { name: 'EDTA Antigen Retrieval Solution (pH 9.0)', category: 'Immunohistochemistry', form: 'Liquid', storage: 'Store at room temperature', sizes: ['500 ml', '1 L', '5 L'], basePriceYuan: 108, description: 'High-pH retrieval buffer recommended for nuclear antigens.' },
  { name: 'Universal Two-Step IHC Detection Kit (HRP)', category: 'Immunohistochemistry', form: 'Kit', storage: 'Store at 4°C', sizes: ['20 slides', '50 slides', '100 slides'], basePriceYuan: 780, description: 'Polymer-HRP detection for mouse and rabbit primaries with DAB.' },
  { name: 'Hematoxylin Staining Solution', category: 'Immunohistochemistry', form: 'Liquid', storage: 'Store at room temperature', sizes: ['100 ml', '500 ml', '1 L'], basePriceYuan: 88, description: 'Mayer hematoxylin for nuclear counterstaining.' },
  { name: 'Protein A/G Magnetic Beads', category: 'Immunoprecipitation', form: 'Suspension', storage: 'Store at 4°C', sizes: ['1 ml', '5 ml', '10 ml'], basePriceYuan: 1280, description: 'Recombinant Protein A/G on magnetic beads for IP and ChIP.' },
  { name: 'Protein A/G Agarose', category: 'Immunoprecipitation', form: 'Suspension', storage: 'Store at 4°C', sizes: ['1 ml', '5 ml', '10 ml'], basePriceYuan: 980, description: 'Agarose resin for antibody capture in IP and purification.' },
  { name: 'Anti-DYKDDDDK Affinity Gel', category: 'Immunoprecipitation', form: 'Suspension', storage: 'Store at -20°C', sizes: ['1 ml', '5 ml', '10 ml'], basePriceYuan: 1580, description: 'Anti-FLAG antibody coupled to agarose for fusion protein pull-down.' },
  { name: 'ChIP Assay Kit', category: 'Epigenetics', form: 'Kit', storage: 'Store at -20°C', sizes: ['10 T', '22 T', '50 T'], basePriceYuan: 2680, description: 'Complete kit for crosslinking, chromatin shearing, immunoprecipitation and DNA purification.' },
  { name: 'CUT&Tag Assay Kit', category: 'Epigenetics', form: 'Kit', storage: 'Store at -20°C', sizes: ['12 T', '24 T', '48 T'], basePriceYuan: 3980, description: 'pA-Tn5 based profiling of histone marks and transcription factors from 10,000 cells.' },
  { name: 'Histone Extraction Kit', category: 'Epigenetics', form: 'Kit', storage: 'Store at 4°C', sizes: ['20 T', '50 T', '100 T'], basePriceYuan: 880, description: 'Acid extraction of core histones for modification analysis.' },
  { name: 'CCK-8 Cell Counting Kit', category: 'Cell assays', form: 'Kit', storage: 'Store at 4°C, protect from light', sizes: ['100 T', '500 T', '3000 T'], basePriceYuan: 328, description: 'WST-8 based colorimetric assay for cell viability and proliferation.' },
  { name: 'Annexin V-FITC/PI Apoptosis Detection Kit', category: 'Cell assays', form: 'Kit', storage: 'Store at 4°C, protect from light', sizes: ['20 T', '50 T', '100 T'], basePriceYuan: 598, description: 'Flow cytometry detection of early and late apoptotic cells.' },
  { name: 'EdU Cell Proliferation Kit (Alexa Fluor 488)', category: 'Cell assays', form: 'Kit', storage: 'Store at -20°C', sizes: ['50 T', '100 T', '500 T'], basePriceYuan: 1280, description: 'Click-chemistry detection of DNA synthesis without denaturation.' },
  { name: 'Reactive Oxygen Species Assay Kit (DCFH-DA)', category: 'Cell assays', form: 'Kit', storage: 'Store at -20°C, protect from light', sizes: ['100 T', '500 T', '1000 T'], basePriceYuan: 268, description: 'Fluorescent probe for intracellular ROS.' },
  { name: 'Total RNA Extraction Reagent', category: 'Molecular biology', form: 'Liquid', storage: 'Store at 4°C', sizes: ['50 ml', '100 ml', '200 ml'], basePriceYuan: 298, description: 'Phenol-guanidine reagent for RNA isolation from cells and tissues.' },
  { name: 'BSA (Fraction V, IgG-free)', category: 'Buffers', form: 'Powder', storage: 'Store at 4°C', sizes: ['10 g', '50 g', '100 g'], basePriceYuan: 268, description: 'Protease-free bovine serum albumin for blocking and antibody dilution.' },
  { name: 'PBS Buffer (10X, pH 7.4)', category: 'Buffers', form: 'Liquid', storage: 'Store at room temperature', sizes: ['500 ml', '1 L', '5 L'], basePriceYuan: 78, description: 'Sterile phosphate-buffered saline concentrate.' },
];
