import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/** The community sidebar: overview, contributors and the projects people build. */
const sidebars: SidebarsConfig = {
  community: [
    {type: 'doc', id: 'index', label: 'Community'},
    {type: 'doc', id: 'contributors', label: 'Contributors'},
    {type: 'doc', id: 'projects-made-with-laravext', label: 'Projects made with Laravext'},
  ],
};

export default sidebars;
