# bash completion for wythoff and wythoff-lattice.
# Everything it offers is read from the program's own --help: the subcommands, each one's
# options and the values they list (--format, --view, ...), the families of rule strings with
# their keys and values, the figures of `wythoff figure --list`, the actions of
# `wythoff library --help` and the games of `wythoff library list` (wherever a GAME goes);
# file names after -o, --output, --from and --check.

# The program, asked in English whatever the user's language: --help's headings ("Commands:",
# "Actions:") and arg names (FILE) are what the functions below read, and wythoff translates
# them (as the manual page, docs/man/wythoff-man.py).
_wythoff_run ()
{
    LC_ALL=C.UTF-8 LANGUAGE= "$@"
}

# The overview (wythoff --help), once a shell.
_wythoff_overview ()
{
    [[ -n ${_wythoff_help-} ]] || _wythoff_help=$(_wythoff_run "$1" --help 2>/dev/null)
    printf '%s\n' "$_wythoff_help"
}

# The subcommands: the words under "Commands:".
_wythoff_commands ()
{
    _wythoff_overview "$1" | awk '/^Commands:/ {on = 1; next}
        on && /^[^ ]/ {on = 0}
        on && /^  [a-z]/ {print $1}' | sort -u
}

# The families: "  name  key=range (default) ..." under "Families".
_wythoff_families ()
{
    _wythoff_overview "$1" | awk '/^Families/ {on = 1; next}
        on && /^[^ ]/ {on = 0}
        on && /^  [a-z]/ {print}'
}

# The long options of a subcommand's --help (with "=" when they take a value).
_wythoff_options ()
{
    _wythoff_run "$1" "$2" --help 2>/dev/null | sed -n 's/^  \(-[a-zA-Z], \)\{0,1\}\(--[a-z0-9][a-z0-9-]*\)\(=\{0,1\}\).*/\2\3/p'
}

# The options of a subcommand that take a value (-s and --size for "-s, --size=S").
_wythoff_value_options ()
{
    _wythoff_run "$1" "$2" --help 2>/dev/null | sed -n 's/^  \(-[a-zA-Z]\), \(--[a-z0-9][a-z0-9-]*\)=.*/\1\n\2/p; s/^  \(--[a-z0-9][a-z0-9-]*\)=.*/\1/p'
}

# The values an option takes, as the program names them: --format's from the command's line
# of the overview ("--format text|csv|json"), any other's from its description in the
# command's --help when that is a list ("--view=V  outcome, elimination, grundy or formula").
_wythoff_option_values ()
{
    local program=$1 command=$2 option=$3
    if [[ $option == --format || $option == -f ]]; then
        _wythoff_overview "$program" | grep "^  $command " | grep -o -- '--format [a-z0-9|]*' |
            cut -d' ' -f2 | tr '|' '\n' | sort -u
        return
    fi
    [[ $option == --* ]] || return
    _wythoff_run "$program" "$command" --help 2>/dev/null |
        sed -n "s/^  \(-[a-zA-Z], \)\{0,1\}$option=[^ ]*  *//p" | sed 's/ *([^)]*)$//' |
        grep -xE '[a-z0-9-]+(, [a-z0-9-]+)* or [a-z0-9-]+' | sed 's/, / /g; s/ or / /' | tr ' ' '\n'
}

# Does an option of a subcommand name a file ("--check=FILE", "-o, --output=FILE",
# "--from=FIGURE.png")? Not numeration's "--check=S", a board side.
_wythoff_file_option ()
{
    local program=$1 command=$2 option=$3 pattern
    [[ $option == --* ]] && pattern="^  (-[a-zA-Z], )?$option=" || pattern="^  $option, --[a-z0-9-]+="
    _wythoff_run "$program" "$command" --help 2>/dev/null | grep -qE -- "$pattern(FILE|[A-Z]+\.[a-z]+)( |\$)"
}

# The names of the games of the library (wythoff library list), which a GAME may be.
_wythoff_library_games ()
{
    _wythoff_run "$1" library list 2>/dev/null | awk '{print $1}'
}

# The actions of `wythoff library`: the words under "Actions:" of its --help.
_wythoff_library_actions ()
{
    _wythoff_run "$1" library --help 2>/dev/null | awk '/^Actions:/ {on = 1; next}
        on && /^[^ ]/ {on = 0}
        on && /^  [a-z]/ {print $1}' | sort -u
}

# A rule string so far (FAMILY:KEY=VALUE,...,PARTIAL): the words that complete it.
_wythoff_rule_words ()
{
    local program=$1 cur=$2 family head tail key line
    if [[ $cur != *:* ]]; then
        _wythoff_families "$program" | awk '{print $1}' | while read -r family; do
            [[ $family == "$cur"* ]] && printf '%s\n' "$family:" "$family"
        done
        return
    fi
    family=${cur%%:*}
    head=${cur%,*}
    [[ $head == "$cur" ]] && head=${cur%%:*}: || head=$head,
    tail=${cur#"$head"}
    line=$(_wythoff_families "$program" | awk -v f="$family" '$1 == f')
    [[ -n $line ]] || return
    if [[ $tail == *=* ]]; then
        key=${tail%%=*}
        for value in $(grep -o " $key=[a-z0-9|]*" <<<"$line" | cut -d= -f2 | tr '|' ' '); do
            [[ $value == "${tail#*=}"* ]] && printf '%s\n' "$head$key=$value"
        done
    else
        for key in $(grep -o ' [a-z]*=' <<<"$line"); do
            [[ $key == "$tail"* ]] && printf '%s\n' "$head$key"
        done
    fi
}

# A GAME so far: a rule string (_wythoff_rule_words) or the name of a library game.
_wythoff_game_words ()
{
    local program=$1 cur=$2 name
    {
        _wythoff_rule_words "$program" "$cur"
        [[ $cur == *:* ]] && return
        _wythoff_library_games "$program" | while read -r name; do
            [[ $name == "$cur"* ]] && printf '%s\n' "$name"
        done
    } | awk '!seen[$0]++'   # a game may be named as its family is (fraenkel3)
}

# COMPREPLY from whole words, cut as readline cuts the word at ":" and "=".
_wythoff_reply ()
{
    local cur=$1 cut=${1%[:=]*} word
    [[ $cut == "$cur" ]] && cut="" || cut=${cur:0:${#cut}+1}
    [[ $COMP_WORDBREAKS == *:* && $COMP_WORDBREAKS == *=* ]] || cut=""
    COMPREPLY=()
    while IFS= read -r word; do
        [[ -n $word ]] && COMPREPLY+=("${word#"$cut"}")
    done
    [[ ${COMPREPLY[*]-} == *[:=] || ${#COMPREPLY[@]} -gt 1 ]] && compopt -o nospace 2>/dev/null
    return 0
}

_wythoff ()
{
    local cur prev words cword program=${COMP_WORDS[0]}
    _get_comp_words_by_ref -n := cur prev words cword
    local command=${words[1]-} i positional=0 takes action=

    if [[ $cword == 1 ]]; then
        COMPREPLY=($(compgen -W "$(_wythoff_commands "$program") --help --version --time-budget" -- "$cur"))
        return
    fi
    case $prev in
        -*)
            if _wythoff_file_option "$program" "$command" "$prev"; then
                _filedir
                return
            fi
            local values
            values=$(_wythoff_option_values "$program" "$command" "$prev")
            if [[ -n $values ]]; then
                COMPREPLY=($(compgen -W "$values" -- "$cur"))
                return
            fi ;;
    esac
    if [[ $cur == --*=* ]] && _wythoff_file_option "$program" "$command" "${cur%%=*}"; then
        cur=${cur#*=}
        _filedir
        return
    fi
    case $cur in
        --*=*)
            local values
            values=$(_wythoff_option_values "$program" "$command" "${cur%%=*}")
            if [[ -n $values ]]; then
                _wythoff_reply "$cur" < <(compgen -P "${cur%%=*}=" -W "$values" -- "${cur#*=}")
                return
            fi ;;&
        -*)
            COMPREPLY=($(compgen -W "$(_wythoff_options "$program" "$command") --time-budget" -- "$cur"))
            [[ ${COMPREPLY[*]-} == *= ]] && compopt -o nospace 2>/dev/null
            return ;;
    esac
    # the positional arguments before this one (an option's value is not one)
    takes=" $(_wythoff_value_options "$program" "$command" | tr '\n' ' ') --time-budget "
    for ((i = 2; i < cword; i++)); do
        if [[ ${words[i]} == -* ]]; then
            [[ ${words[i]} != *=* && $takes == *" ${words[i]} "* ]] && ((i++))
        else
            ((positional++ == 0)) && action=${words[i]}
        fi
    done
    case $command in
        check) COMPREPLY=($(compgen -W "mark" -- "$cur")) ;;
        figure) _wythoff_reply "$cur" < <(compgen -W "$(_wythoff_run "$program" figure --list 2>/dev/null | awk '{print $1}')" -- "$cur") ;;
        bench) ;;
        library)
            if ((positional == 0)); then
                COMPREPLY=($(compgen -W "$(_wythoff_library_actions "$program")" -- "$cur"))
            elif [[ $action == show || $action == check ]]; then
                COMPREPLY=($(compgen -W "$(_wythoff_run "$program" library list 2>/dev/null | awk '{print $1}')" -- "$cur"))
                [[ $action == check ]] && _filedir wygame
            elif [[ $action == add ]]; then
                _filedir
            fi ;;
        sum) ((positional % 2 == 0)) && _wythoff_reply "$cur" < <(_wythoff_game_words "$program" "$cur") ;;
        sweep) ((positional == 0)) && _wythoff_reply "$cur" < <(_wythoff_rule_words "$program" "$cur") ;;
        *) ((positional == 0)) && _wythoff_reply "$cur" < <(_wythoff_game_words "$program" "$cur") ;;
    esac
    return 0
}

# wythoff-lattice [GAME | FIGURE | GAME-FILE] [--size S]
_wythoff_lattice ()
{
    local cur prev words cword wythoff
    _get_comp_words_by_ref -n := cur prev words cword
    case $cur in
        -*) COMPREPLY=($(compgen -W "--size --help" -- "$cur")); return ;;
    esac
    [[ $prev == --size || $prev == -s ]] && return
    wythoff=$(dirname "$(command -v "${COMP_WORDS[0]}" 2>/dev/null || echo .)")/wythoff
    [[ -x $wythoff ]] || wythoff=wythoff
    _wythoff_reply "$cur" < <(_wythoff_game_words "$wythoff" "$cur")
    [[ $cur == *:* ]] || _filedir '@(png|svg|pdf|wygame)'
}

complete -F _wythoff wythoff
complete -F _wythoff_lattice wythoff-lattice
